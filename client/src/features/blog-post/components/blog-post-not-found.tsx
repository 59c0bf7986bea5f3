import { FiFileText } from 'react-icons/fi';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Container } from '../../../components/ui/layout-primitives';

/** SPEC §2/§8: shown for a missing (or draft) post, or any failed fetch, with a link back to the blog. */
export function BlogPostNotFound() {
  return (
    <Container>
      <EmptyState
        headingLevel="h1"
        icon={<FiFileText />}
        title="Blog Post Not Found"
        message="The article you're looking for doesn't exist or may have been removed."
        action={
          <ButtonLink to="/blog" variant="secondary">
            Back to Blog
          </ButtonLink>
        }
      />
    </Container>
  );
}
