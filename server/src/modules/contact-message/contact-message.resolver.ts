import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PaginationArgs } from '../../shared/pagination';
import { ContactMessage } from './contact-message.entity';
import { SubmitContactMessageInput } from './contact-message.inputs';

@ArgsType()
class ContactMessagesArgs extends PaginationArgs {
  @Field(() => String, { nullable: true, description: 'Words that must all appear in the name, email or message.' })
  search?: string | null;
}

@Resolver(() => ContactMessage)
export class ContactMessageResolver {
  @Authorized()
  @Query(() => [ContactMessage], { description: 'Admin only; newest submission first.' })
  contactMessages(@Args() args: ContactMessagesArgs, @Ctx() { services, viewer }: GraphQLContext): Promise<ContactMessage[]> {
    return services.contactMessages.list(viewer, args);
  }

  @Authorized()
  @Query(() => Int, { description: 'Admin only: messages not opened yet.' })
  unreadContactMessageCount(@Ctx() { services, viewer }: GraphQLContext): Promise<number> {
    return services.contactMessages.unreadCount(viewer);
  }

  @Mutation(() => ContactMessage, { description: 'Public: sends the contact form; returns the stored message.' })
  submitContactMessage(
    @Arg('input') input: SubmitContactMessageInput,
    @Ctx() { services, viewer, headers }: GraphQLContext,
  ): Promise<ContactMessage> {
    return services.contactMessages.submit(viewer, input, headers);
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: 'Marks the message read (default) or unread again; returns it.' })
  markContactMessageRead(
    @Arg('id', () => ID) id: string,
    @Arg('read', () => Boolean, { defaultValue: true }) read: boolean,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ContactMessage> {
    return services.contactMessages.markRead(viewer, id, read);
  }

  @Authorized()
  @Mutation(() => ContactMessage, { description: 'Deletes the message; returns the deleted record.' })
  deleteContactMessage(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<ContactMessage> {
    return services.contactMessages.delete(viewer, id);
  }
}
