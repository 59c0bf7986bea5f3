/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ResponsivePicture on Picture {\n  url\n  src\n  width\n  height\n  alt\n  altText\n  placeholder\n  avifSrcset\n  webpSrcset\n  srcset\n  type\n}": typeof types.ResponsivePictureFragmentDoc,
    "fragment AdminIdentity on Admin {\n  id\n  username\n  email\n  role\n  lastLogin\n}\n\nmutation AdminLogin($username: String!, $password: String!, $code: String, $deviceCode: String) {\n  login(\n    username: $username\n    password: $password\n    code: $code\n    deviceCode: $deviceCode\n  ) {\n    success\n    message\n    token\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nquery AdminProfile {\n  adminProfile {\n    success\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    success\n    message\n  }\n}\n\nmutation AdminChangePassword($currentPassword: String!, $newPassword: String!, $code: String) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    code: $code\n  ) {\n    success\n    message\n  }\n}": typeof types.AdminIdentityFragmentDoc,
    "fragment BlogPostCard on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  coverPicture {\n    ...ResponsivePicture\n  }\n  author\n  category\n  tags\n  featured\n  createdAt\n}\n\nquery PublicBlogPosts($skip: Int = 0, $take: Int = 9) {\n  blogPosts(skip: $skip, take: $take) {\n    ...BlogPostCard\n  }\n}\n\nquery BlogPostPage($slug: String!) {\n  blogPostBySlug(slug: $slug) {\n    ...BlogPostCard\n    content\n  }\n}": typeof types.BlogPostCardFragmentDoc,
    "mutation SubmitContactMessage($input: SubmitContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    submittedAt\n  }\n}": typeof types.SubmitContactMessageDocument,
    "fragment FounderCard on Founder {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  twitter\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicFounders {\n  founders {\n    ...FounderCard\n  }\n}": typeof types.FounderCardFragmentDoc,
    "query PublicPartners {\n  partners {\n    id\n    name\n    website\n    logo\n    logoPicture {\n      ...ResponsivePicture\n    }\n  }\n}": typeof types.PublicPartnersDocument,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  shortDescription\n  bannerImage\n  bannerPicture {\n    ...ResponsivePicture\n  }\n  features\n}\n\nfragment ProductDetail on Product {\n  ...ProductCard\n  fullDescription\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  liveLink\n  githubLink\n  createdAt\n  updatedAt\n}\n\nquery PublicProducts($skip: Int = 0, $take: Int = 6) {\n  products(skip: $skip, take: $take) {\n    ...ProductCard\n  }\n}\n\nquery ProductPage($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetail\n  }\n}": typeof types.ProductCardFragmentDoc,
    "fragment ProjectCard on Project {\n  id\n  title\n  description\n  picture {\n    ...ResponsivePicture\n  }\n  tags\n  category\n}\n\nfragment ProjectDetail on Project {\n  ...ProjectCard\n  image\n  features\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  technologies\n  liveDemoLink\n  githubLink\n}\n\nquery PublicProjects($skip: Int = 0, $take: Int = 9) {\n  projects(skip: $skip, take: $take) {\n    ...ProjectCard\n  }\n}\n\nquery PublicProject($id: ID!) {\n  project(id: $id) {\n    ...ProjectDetail\n  }\n}": typeof types.ProjectCardFragmentDoc,
    "query SearchPage($query: String!, $skip: Int, $take: Int) {\n  search(query: $query, skip: $skip, take: $take) {\n    query\n    total\n    hits {\n      type\n      id\n      title\n      path\n      snippet {\n        text\n        highlighted\n      }\n    }\n  }\n}": typeof types.SearchPageDocument,
    "fragment ServiceCategoryGroup on ServiceCategory {\n  id\n  category\n  features\n  services {\n    id\n    icon\n    title\n    description\n    features\n  }\n}\n\nquery PublicServiceCategories {\n  serviceCategories {\n    ...ServiceCategoryGroup\n  }\n}": typeof types.ServiceCategoryGroupFragmentDoc,
    "fragment TeamMemberCard on TeamMember {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicTeamMembers {\n  teamMembers {\n    ...TeamMemberCard\n  }\n}": typeof types.TeamMemberCardFragmentDoc,
    "fragment SiteSettingsFields on SiteSettings {\n  id\n  companyName\n  tagline\n  phones\n  email\n  address\n  linkedinUrl\n  twitterUrl\n  githubUrl\n  facebookUrl\n  heroBadge\n  heroTitle\n  heroText\n}\n\nquery SiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n}": typeof types.SiteSettingsFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ResponsivePicture on Picture {\n  url\n  src\n  width\n  height\n  alt\n  altText\n  placeholder\n  avifSrcset\n  webpSrcset\n  srcset\n  type\n}": types.ResponsivePictureFragmentDoc,
    "fragment AdminIdentity on Admin {\n  id\n  username\n  email\n  role\n  lastLogin\n}\n\nmutation AdminLogin($username: String!, $password: String!, $code: String, $deviceCode: String) {\n  login(\n    username: $username\n    password: $password\n    code: $code\n    deviceCode: $deviceCode\n  ) {\n    success\n    message\n    token\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nquery AdminProfile {\n  adminProfile {\n    success\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    success\n    message\n  }\n}\n\nmutation AdminChangePassword($currentPassword: String!, $newPassword: String!, $code: String) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    code: $code\n  ) {\n    success\n    message\n  }\n}": types.AdminIdentityFragmentDoc,
    "fragment BlogPostCard on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  coverPicture {\n    ...ResponsivePicture\n  }\n  author\n  category\n  tags\n  featured\n  createdAt\n}\n\nquery PublicBlogPosts($skip: Int = 0, $take: Int = 9) {\n  blogPosts(skip: $skip, take: $take) {\n    ...BlogPostCard\n  }\n}\n\nquery BlogPostPage($slug: String!) {\n  blogPostBySlug(slug: $slug) {\n    ...BlogPostCard\n    content\n  }\n}": types.BlogPostCardFragmentDoc,
    "mutation SubmitContactMessage($input: SubmitContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    submittedAt\n  }\n}": types.SubmitContactMessageDocument,
    "fragment FounderCard on Founder {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  twitter\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicFounders {\n  founders {\n    ...FounderCard\n  }\n}": types.FounderCardFragmentDoc,
    "query PublicPartners {\n  partners {\n    id\n    name\n    website\n    logo\n    logoPicture {\n      ...ResponsivePicture\n    }\n  }\n}": types.PublicPartnersDocument,
    "fragment ProductCard on Product {\n  id\n  slug\n  name\n  shortDescription\n  bannerImage\n  bannerPicture {\n    ...ResponsivePicture\n  }\n  features\n}\n\nfragment ProductDetail on Product {\n  ...ProductCard\n  fullDescription\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  liveLink\n  githubLink\n  createdAt\n  updatedAt\n}\n\nquery PublicProducts($skip: Int = 0, $take: Int = 6) {\n  products(skip: $skip, take: $take) {\n    ...ProductCard\n  }\n}\n\nquery ProductPage($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetail\n  }\n}": types.ProductCardFragmentDoc,
    "fragment ProjectCard on Project {\n  id\n  title\n  description\n  picture {\n    ...ResponsivePicture\n  }\n  tags\n  category\n}\n\nfragment ProjectDetail on Project {\n  ...ProjectCard\n  image\n  features\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  technologies\n  liveDemoLink\n  githubLink\n}\n\nquery PublicProjects($skip: Int = 0, $take: Int = 9) {\n  projects(skip: $skip, take: $take) {\n    ...ProjectCard\n  }\n}\n\nquery PublicProject($id: ID!) {\n  project(id: $id) {\n    ...ProjectDetail\n  }\n}": types.ProjectCardFragmentDoc,
    "query SearchPage($query: String!, $skip: Int, $take: Int) {\n  search(query: $query, skip: $skip, take: $take) {\n    query\n    total\n    hits {\n      type\n      id\n      title\n      path\n      snippet {\n        text\n        highlighted\n      }\n    }\n  }\n}": types.SearchPageDocument,
    "fragment ServiceCategoryGroup on ServiceCategory {\n  id\n  category\n  features\n  services {\n    id\n    icon\n    title\n    description\n    features\n  }\n}\n\nquery PublicServiceCategories {\n  serviceCategories {\n    ...ServiceCategoryGroup\n  }\n}": types.ServiceCategoryGroupFragmentDoc,
    "fragment TeamMemberCard on TeamMember {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicTeamMembers {\n  teamMembers {\n    ...TeamMemberCard\n  }\n}": types.TeamMemberCardFragmentDoc,
    "fragment SiteSettingsFields on SiteSettings {\n  id\n  companyName\n  tagline\n  phones\n  email\n  address\n  linkedinUrl\n  twitterUrl\n  githubUrl\n  facebookUrl\n  heroBadge\n  heroTitle\n  heroText\n}\n\nquery SiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n}": types.SiteSettingsFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResponsivePicture on Picture {\n  url\n  src\n  width\n  height\n  alt\n  altText\n  placeholder\n  avifSrcset\n  webpSrcset\n  srcset\n  type\n}"): (typeof documents)["fragment ResponsivePicture on Picture {\n  url\n  src\n  width\n  height\n  alt\n  altText\n  placeholder\n  avifSrcset\n  webpSrcset\n  srcset\n  type\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminIdentity on Admin {\n  id\n  username\n  email\n  role\n  lastLogin\n}\n\nmutation AdminLogin($username: String!, $password: String!, $code: String, $deviceCode: String) {\n  login(\n    username: $username\n    password: $password\n    code: $code\n    deviceCode: $deviceCode\n  ) {\n    success\n    message\n    token\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nquery AdminProfile {\n  adminProfile {\n    success\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    success\n    message\n  }\n}\n\nmutation AdminChangePassword($currentPassword: String!, $newPassword: String!, $code: String) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    code: $code\n  ) {\n    success\n    message\n  }\n}"): (typeof documents)["fragment AdminIdentity on Admin {\n  id\n  username\n  email\n  role\n  lastLogin\n}\n\nmutation AdminLogin($username: String!, $password: String!, $code: String, $deviceCode: String) {\n  login(\n    username: $username\n    password: $password\n    code: $code\n    deviceCode: $deviceCode\n  ) {\n    success\n    message\n    token\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nquery AdminProfile {\n  adminProfile {\n    success\n    admin {\n      ...AdminIdentity\n    }\n  }\n}\n\nmutation AdminLogout {\n  logout {\n    success\n    message\n  }\n}\n\nmutation AdminChangePassword($currentPassword: String!, $newPassword: String!, $code: String) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    code: $code\n  ) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment BlogPostCard on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  coverPicture {\n    ...ResponsivePicture\n  }\n  author\n  category\n  tags\n  featured\n  createdAt\n}\n\nquery PublicBlogPosts($skip: Int = 0, $take: Int = 9) {\n  blogPosts(skip: $skip, take: $take) {\n    ...BlogPostCard\n  }\n}\n\nquery BlogPostPage($slug: String!) {\n  blogPostBySlug(slug: $slug) {\n    ...BlogPostCard\n    content\n  }\n}"): (typeof documents)["fragment BlogPostCard on BlogPost {\n  id\n  slug\n  title\n  excerpt\n  coverImage\n  coverPicture {\n    ...ResponsivePicture\n  }\n  author\n  category\n  tags\n  featured\n  createdAt\n}\n\nquery PublicBlogPosts($skip: Int = 0, $take: Int = 9) {\n  blogPosts(skip: $skip, take: $take) {\n    ...BlogPostCard\n  }\n}\n\nquery BlogPostPage($slug: String!) {\n  blogPostBySlug(slug: $slug) {\n    ...BlogPostCard\n    content\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitContactMessage($input: SubmitContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    submittedAt\n  }\n}"): (typeof documents)["mutation SubmitContactMessage($input: SubmitContactMessageInput!) {\n  submitContactMessage(input: $input) {\n    id\n    submittedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment FounderCard on Founder {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  twitter\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicFounders {\n  founders {\n    ...FounderCard\n  }\n}"): (typeof documents)["fragment FounderCard on Founder {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  twitter\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicFounders {\n  founders {\n    ...FounderCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicPartners {\n  partners {\n    id\n    name\n    website\n    logo\n    logoPicture {\n      ...ResponsivePicture\n    }\n  }\n}"): (typeof documents)["query PublicPartners {\n  partners {\n    id\n    name\n    website\n    logo\n    logoPicture {\n      ...ResponsivePicture\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCard on Product {\n  id\n  slug\n  name\n  shortDescription\n  bannerImage\n  bannerPicture {\n    ...ResponsivePicture\n  }\n  features\n}\n\nfragment ProductDetail on Product {\n  ...ProductCard\n  fullDescription\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  liveLink\n  githubLink\n  createdAt\n  updatedAt\n}\n\nquery PublicProducts($skip: Int = 0, $take: Int = 6) {\n  products(skip: $skip, take: $take) {\n    ...ProductCard\n  }\n}\n\nquery ProductPage($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetail\n  }\n}"): (typeof documents)["fragment ProductCard on Product {\n  id\n  slug\n  name\n  shortDescription\n  bannerImage\n  bannerPicture {\n    ...ResponsivePicture\n  }\n  features\n}\n\nfragment ProductDetail on Product {\n  ...ProductCard\n  fullDescription\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  liveLink\n  githubLink\n  createdAt\n  updatedAt\n}\n\nquery PublicProducts($skip: Int = 0, $take: Int = 6) {\n  products(skip: $skip, take: $take) {\n    ...ProductCard\n  }\n}\n\nquery ProductPage($slug: String!) {\n  productBySlug(slug: $slug) {\n    ...ProductDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProjectCard on Project {\n  id\n  title\n  description\n  picture {\n    ...ResponsivePicture\n  }\n  tags\n  category\n}\n\nfragment ProjectDetail on Project {\n  ...ProjectCard\n  image\n  features\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  technologies\n  liveDemoLink\n  githubLink\n}\n\nquery PublicProjects($skip: Int = 0, $take: Int = 9) {\n  projects(skip: $skip, take: $take) {\n    ...ProjectCard\n  }\n}\n\nquery PublicProject($id: ID!) {\n  project(id: $id) {\n    ...ProjectDetail\n  }\n}"): (typeof documents)["fragment ProjectCard on Project {\n  id\n  title\n  description\n  picture {\n    ...ResponsivePicture\n  }\n  tags\n  category\n}\n\nfragment ProjectDetail on Project {\n  ...ProjectCard\n  image\n  features\n  screenshots\n  screenshotPictures {\n    ...ResponsivePicture\n  }\n  technologies\n  liveDemoLink\n  githubLink\n}\n\nquery PublicProjects($skip: Int = 0, $take: Int = 9) {\n  projects(skip: $skip, take: $take) {\n    ...ProjectCard\n  }\n}\n\nquery PublicProject($id: ID!) {\n  project(id: $id) {\n    ...ProjectDetail\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchPage($query: String!, $skip: Int, $take: Int) {\n  search(query: $query, skip: $skip, take: $take) {\n    query\n    total\n    hits {\n      type\n      id\n      title\n      path\n      snippet {\n        text\n        highlighted\n      }\n    }\n  }\n}"): (typeof documents)["query SearchPage($query: String!, $skip: Int, $take: Int) {\n  search(query: $query, skip: $skip, take: $take) {\n    query\n    total\n    hits {\n      type\n      id\n      title\n      path\n      snippet {\n        text\n        highlighted\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ServiceCategoryGroup on ServiceCategory {\n  id\n  category\n  features\n  services {\n    id\n    icon\n    title\n    description\n    features\n  }\n}\n\nquery PublicServiceCategories {\n  serviceCategories {\n    ...ServiceCategoryGroup\n  }\n}"): (typeof documents)["fragment ServiceCategoryGroup on ServiceCategory {\n  id\n  category\n  features\n  services {\n    id\n    icon\n    title\n    description\n    features\n  }\n}\n\nquery PublicServiceCategories {\n  serviceCategories {\n    ...ServiceCategoryGroup\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TeamMemberCard on TeamMember {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicTeamMembers {\n  teamMembers {\n    ...TeamMemberCard\n  }\n}"): (typeof documents)["fragment TeamMemberCard on TeamMember {\n  id\n  name\n  role\n  bio\n  email\n  linkedin\n  image\n  picture {\n    ...ResponsivePicture\n  }\n}\n\nquery PublicTeamMembers {\n  teamMembers {\n    ...TeamMemberCard\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SiteSettingsFields on SiteSettings {\n  id\n  companyName\n  tagline\n  phones\n  email\n  address\n  linkedinUrl\n  twitterUrl\n  githubUrl\n  facebookUrl\n  heroBadge\n  heroTitle\n  heroText\n}\n\nquery SiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n}"): (typeof documents)["fragment SiteSettingsFields on SiteSettings {\n  id\n  companyName\n  tagline\n  phones\n  email\n  address\n  linkedinUrl\n  twitterUrl\n  githubUrl\n  facebookUrl\n  heroBadge\n  heroTitle\n  heroText\n}\n\nquery SiteSettings {\n  siteSettings {\n    ...SiteSettingsFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;