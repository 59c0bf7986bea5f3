/** The words of the demo content. Pictures are drawn by demo-images.ts. */
const lorem =
  'We work in short iterations with weekly demos, so you always see real progress and can steer the product as it grows.';

export const demoContent = {
  founders: [
    {
      name: 'Ayesha Rahman',
      role: 'Co-founder & CEO',
      bio: 'Ayesha has led software teams for over twelve years, from two-person startups to enterprise programmes. She sets the direction of the company and works closely with every client on what to build and why.',
      email: 'ayesha@example.com',
      linkedin: 'https://www.linkedin.com/in/ayesha-rahman',
      twitter: 'https://x.com/ayesharahman',
    },
    {
      name: 'Bilal Ahmed',
      role: 'Co-founder & CTO',
      bio: 'Bilal designs the architecture behind our products: scalable back ends, data pipelines and machine learning systems that run reliably in production.',
      email: 'bilal@example.com',
      linkedin: 'https://www.linkedin.com/in/bilal-ahmed',
      twitter: 'https://twitter.com/bilalbuilds',
    },
    {
      name: 'Sana Malik',
      role: 'Co-founder & Head of AI',
      bio: 'Sana leads our AI practice. She has shipped language, vision and forecasting models for retail, logistics and healthcare clients.',
      email: 'sana@example.com',
      linkedin: 'https://www.linkedin.com/in/sana-malik',
      twitter: null,
    },
  ],
  team: [
    { name: 'Hamza Tariq', role: 'Senior Full-Stack Engineer', bio: 'TypeScript, GraphQL and React; loves a clean schema.', email: 'hamza@example.com', linkedin: 'https://www.linkedin.com/in/hamza-tariq' },
    { name: 'Zainab Qureshi', role: 'Machine Learning Engineer', bio: 'Turns data into models and models into features.', email: 'zainab@example.com', linkedin: 'https://www.linkedin.com/in/zainab-qureshi' },
    { name: 'Usman Javed', role: 'DevOps Engineer', bio: 'Keeps deployments boring and dashboards green.', email: 'usman@example.com', linkedin: null },
    { name: 'Mariam Siddiqui', role: 'Product Designer', bio: 'Designs interfaces people understand at first sight.', email: 'mariam@example.com', linkedin: 'https://www.linkedin.com/in/mariam-siddiqui' },
  ],
  serviceCategories: [
    {
      category: 'Software Development',
      features: ['Agile delivery', 'Code reviews', 'Automated testing'],
      services: [
        { icon: 'FaCode', title: 'Custom Software Development', description: 'Tailor-made applications built around your processes.', features: ['Requirements workshops', 'Clean architecture', 'Automated tests', 'Long-term support'] },
        { icon: 'FaGlobe', title: 'Web Applications', description: 'Fast, accessible web apps that work on every device.', features: ['React front ends', 'GraphQL APIs', 'Progressive web apps'] },
        { icon: 'FaShoppingCart', title: 'E-commerce Platforms', description: 'Online stores that convert and scale with your catalogue.', features: ['Payment integration', 'Inventory sync', 'Analytics'] },
        { icon: 'FaEdit', title: 'Content Management', description: 'Editorial tools your team will actually enjoy using.', features: ['Headless CMS', 'Workflows', 'Multi-language'] },
      ],
    },
    {
      category: 'AI & Automation',
      features: ['Production-grade ML', 'Measurable ROI'],
      services: [
        { icon: 'FaBrain', title: 'AI & Machine Learning', description: 'Models that predict, classify and recommend.', features: ['Data preparation', 'Model training', 'MLOps', 'Monitoring'] },
        { icon: 'FaRobot', title: 'AI Automation', description: 'Automate repetitive work with intelligent agents.', features: ['Document processing', 'Workflow bots', 'Integrations'] },
        { icon: 'FaComments', title: 'Conversational AI', description: 'Chat and voice assistants grounded in your own data.', features: ['Retrieval-augmented answers', 'Human hand-off', 'Analytics'] },
        { icon: 'FaEye', title: 'Computer Vision', description: 'Recognise products, defects and documents in images.', features: ['Object detection', 'OCR', 'Quality inspection'] },
      ],
    },
    {
      category: 'Cloud & Consulting',
      features: ['Cost-aware', 'Secure by default'],
      services: [
        { icon: 'FaCloud', title: 'Cloud Solutions', description: 'Migrate, modernise and run your systems in the cloud.', features: ['Migration plans', 'Infrastructure as code', 'Cost optimisation'] },
        { icon: 'FaTachometerAlt', title: 'Performance Optimisation', description: 'Make slow systems fast and keep them that way.', features: ['Profiling', 'Caching', 'Load testing'] },
        { icon: 'FaBuilding', title: 'Enterprise Integration', description: 'Connect ERPs, CRMs and legacy systems reliably.', features: ['APIs', 'Event streaming', 'Data sync'] },
        { icon: 'FaCogs', title: 'Technical Consulting', description: 'Architecture reviews and roadmaps from senior engineers.', features: ['Audits', 'Roadmaps', 'Team coaching'] },
      ],
    },
  ],
  projects: [
    { title: 'Retail Demand Forecasting', description: 'A forecasting platform that cut stock-outs by 30% for a grocery chain with 120 stores.', category: 'AI', tags: ['AI', 'Retail'], features: ['Daily forecasts per store', 'What-if planning', 'Alerting'], technologies: ['Python', 'PostgreSQL', 'React', 'GraphQL'], liveDemoLink: 'https://example.com/forecasting', githubLink: null },
    { title: 'Clinic Booking App', description: 'Online appointments, reminders and records for a network of clinics.', category: 'Web', tags: ['Healthcare', 'Web'], features: ['Online booking', 'SMS reminders', 'Doctor dashboards'], technologies: ['TypeScript', 'Node.js', 'React'], liveDemoLink: 'https://example.com/clinic', githubLink: 'https://github.com/example/clinic-booking' },
    { title: 'Logistics Control Tower', description: 'Real-time tracking of thousands of shipments with delay prediction.', category: 'AI', tags: ['Logistics', 'AI'], features: ['Live map', 'ETA prediction', 'Exception handling'], technologies: ['Go', 'Kafka', 'React', 'TensorFlow'], liveDemoLink: null, githubLink: null },
    { title: 'University Learning Portal', description: 'Courses, assignments and grading for 20,000 students.', category: 'Web', tags: ['Education'], features: ['Course pages', 'Assignment upload', 'Grade book'], technologies: ['React', 'GraphQL', 'PostgreSQL'], liveDemoLink: 'https://example.com/learning', githubLink: null },
    { title: 'Invoice Reader', description: 'Extracts fields from scanned invoices and posts them to the ERP.', category: 'Automation', tags: ['Automation', 'Finance'], features: ['OCR', 'Validation rules', 'ERP posting'], technologies: ['Python', 'PyTorch', 'FastAPI'], liveDemoLink: null, githubLink: 'https://github.com/example/invoice-reader' },
    { title: 'Fashion Store Revamp', description: 'A headless storefront that doubled mobile conversion.', category: 'E-commerce', tags: ['E-commerce', 'Mobile'], features: ['Headless checkout', 'Personalised search', 'PWA'], technologies: ['Next.js', 'Node.js', 'Redis'], liveDemoLink: 'https://example.com/fashion', githubLink: null },
  ],
  products: [
    {
      slug: 'insightflow-analytics', name: 'InsightFlow Analytics', shortDescription: 'Self-service dashboards and AI-written summaries for your business data.',
      fullDescription: `<p><strong>InsightFlow</strong> connects to your databases and spreadsheets and turns them into dashboards anyone can read.</p><p>Every morning it writes a short summary of what changed and why. ${lorem}</p><ul><li>Connectors for Postgres, MySQL and Google Sheets</li><li>Natural-language questions</li></ul>`,
      features: ['Drag-and-drop dashboards', 'AI-written daily summaries', 'Natural-language questions', 'Scheduled reports', 'Role-based access'],
      liveLink: 'https://example.com/insightflow', githubLink: null,
    },
    {
      slug: 'docusense', name: 'DocuSense', shortDescription: 'Reads invoices, receipts and contracts and files the data where it belongs.',
      fullDescription: `<p><strong>DocuSense</strong> extracts structured data from documents with high accuracy and hands it to your ERP or accounting tool.</p><p>${lorem}</p>`,
      features: ['OCR for scans and photos', 'Field validation', 'ERP integrations', 'Audit trail'],
      liveLink: 'https://example.com/docusense', githubLink: 'https://github.com/example/docusense',
    },
    {
      slug: 'chatdesk-assistant', name: 'ChatDesk Assistant', shortDescription: 'A customer-support assistant that answers from your own knowledge base.',
      fullDescription: `<p><strong>ChatDesk</strong> answers customer questions on your website and WhatsApp, grounded in your help centre, and hands over to a human when needed.</p><p>${lorem}</p>`,
      features: ['Answers grounded in your content', 'Human hand-off', 'Multi-language'],
      liveLink: null, githubLink: null,
    },
  ],
  blogPosts: [
    {
      slug: 'shipping-ai-features-that-users-trust', title: 'Shipping AI Features That Users Trust', excerpt: 'Five habits we follow to take a model from notebook to a feature people rely on.',
      content: `<h2>Start with the decision, not the model</h2><p>Before any training we write down which decision the model supports and how we will know it helps.</p><h2>Measure in production</h2><p>${lorem}</p>`,
      author: 'Sana Malik', category: 'AI', tags: ['AI', 'Product'], published: true, featured: true,
    },
    {
      slug: 'graphql-schemas-that-age-well', title: 'GraphQL Schemas That Age Well', excerpt: 'Naming, nullability and pagination choices that save you a migration later.',
      content: `<p>A schema is a promise to every client you have. ${lorem}</p><pre><code>type Product { id: ID! slug: String! }</code></pre>`,
      author: 'Hamza Tariq', category: 'Engineering', tags: ['GraphQL', 'API'], published: true, featured: false,
    },
    {
      slug: 'from-spreadsheets-to-dashboards', title: 'From Spreadsheets to Dashboards in Two Weeks', excerpt: 'How a distributor replaced forty spreadsheets with one live dashboard.',
      content: `<p>The team spent every Monday merging spreadsheets. ${lorem}</p>`,
      author: 'Ayesha Rahman', category: 'Case Study', tags: ['Analytics'], published: true, featured: false,
    },
    {
      slug: 'keeping-cloud-costs-in-check', title: 'Keeping Cloud Costs in Check', excerpt: 'Practical steps that cut a client\'s monthly cloud bill by 40%.',
      content: `<p>Most savings come from three places: idle resources, oversized databases and chatty services. ${lorem}</p>`,
      author: 'Usman Javed', category: 'Cloud', tags: ['Cloud', 'DevOps'], published: true, featured: false,
    },
    {
      slug: 'designing-for-first-time-users', title: 'Designing for First-Time Users', excerpt: 'Onboarding patterns that help people succeed in their first five minutes.',
      content: `<p>Empty states are the first thing a new user sees. ${lorem}</p>`,
      author: 'Mariam Siddiqui', category: 'Design', tags: ['Design', 'UX'], published: true, featured: false,
    },
    {
      slug: 'our-2027-roadmap', title: 'Our 2027 Roadmap (Draft)', excerpt: 'What we plan to build next year. Not published yet.',
      content: `<p>This post is a draft and must not be visible on the public blog.</p>`,
      author: 'Bilal Ahmed', category: 'Company', tags: ['Company'], published: false, featured: false,
    },
  ],
  partners: [
    { name: 'CloudWorks', website: 'https://example.com/cloudworks' },
    { name: 'DataBridge', website: 'https://example.com/databridge' },
    { name: 'NorthStar Ventures', website: 'https://example.com/northstar' },
  ],
  contactMessages: [
    { name: 'Imran Shah', email: 'imran@example.com', message: 'We would like a quote for a booking app for our three clinics.' },
    { name: 'Laura Becker', email: 'laura@example.com', message: 'Do you build chat assistants in German as well as English?' },
  ],
};
