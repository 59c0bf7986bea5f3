import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SEARCH_HIT_TYPES, type SearchHitType } from './search-sources';

/** GraphQL's enum of the same names (SearchHitType's values are its keys). */
const SearchHitTypes = Object.fromEntries(SEARCH_HIT_TYPES.map((type) => [type, type])) as {
  [Type in SearchHitType]: Type;
};
registerEnumType(SearchHitTypes, {
  name: 'SearchHitType',
  description: 'What a search found: a blog post, a product, a project, a service or a member of the team.',
});

/** A run of a snippet's text; the highlighted runs are the words the search matched. */
@ObjectType({ description: "A run of a search hit's snippet; highlighted runs are the words that matched." })
export class SearchSnippetPart {
  @Field()
  text: string;

  @Field()
  highlighted: boolean;
}

@ObjectType({ description: 'One thing a search found, and the page that shows it.' })
export class SearchHit {
  @Field(() => SearchHitTypes)
  type: SearchHitType;

  @Field(() => ID, { description: "The record's id (for a service: the service's, inside its category)." })
  id: string;

  @Field()
  title: string;

  @Field({ description: "The site's address that shows it, such as /blog/{slug} or /services#service-category-{id}." })
  path: string;

  @Field(() => [SearchSnippetPart], { description: 'A few words of its text around what matched, in order.' })
  snippet: SearchSnippetPart[];
}

@ObjectType({ description: 'A page of search results, best first.' })
export class SearchResults {
  @Field({ description: 'The search as it was run (trimmed).' })
  query: string;

  @Field(() => Int, { description: 'How many things were found in all.' })
  total: number;

  @Field(() => [SearchHit])
  hits: SearchHit[];
}
