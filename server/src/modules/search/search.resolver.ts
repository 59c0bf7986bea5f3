import { Arg, Args, Query, Resolver } from 'type-graphql';
import { Ctx } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PaginationArgs } from '../../shared/pagination';
import { SearchResults } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResults, {
    description:
      'Site search over published posts, products, projects, services and team, best first (10 a page unless `take` says). Words, "quoted phrases", \'or\' and -excluded words; titles are matched despite small typos.',
  })
  search(
    @Arg('query', { description: 'What to look for, at most 200 characters.' }) query: string,
    @Args() page: PaginationArgs,
    @Ctx() { services }: GraphQLContext,
  ): Promise<SearchResults> {
    return services.search.search(query, page);
  }
}
