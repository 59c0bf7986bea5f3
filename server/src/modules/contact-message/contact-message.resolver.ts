import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PaginationArgs } from '../../shared/pagination';
import { ContactMessage } from './contact-message.entity';
import { SubmitContactMessageInput } from './contact-message.inputs';

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  @Authorized()
  @Query(() => [ContactMessage], { description: 'Admin only; newest submission first.' })
  contactMessages(@Args() page: PaginationArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ContactMessage[]> {
    return services.contactMessages.list(viewer, page);
  }

  @Mutation(() => ContactMessage, { description: 'Public: sends the contact form; returns the stored message.' })
  submitContactMessage(
    @Arg('input') input: SubmitContactMessageInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ContactMessage> {
    return services.contactMessages.submit(viewer, input);
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: 'Deletes the message; returns the deleted record.' })
  deleteContactMessage(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<ContactMessage> {
    return services.contactMessages.delete(viewer, id);
  }
}
