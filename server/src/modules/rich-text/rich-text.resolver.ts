import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { AccessibilityProblem } from './accessibility-problem.types';

@Resolver()
export class RichTextResolver {
  @Authorized()
  @Mutation(() => String, {
    description: 'Stores an image for use inside rich text (blog content, product descriptions); returns its URL.',
  })
  async uploadContentImage(
    @Arg('file', () => GraphQLUpload) file: Promise<FileUpload>,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<string> {
    return services.richText.uploadContentImage(viewer, await readUpload(file));
  }

  @Authorized()
  @Query(() => String, { description: "The HTML as saving it would store it (sanitised), for the editor's preview." })
  richTextPreview(@Arg('html') html: string, @Ctx() { services, viewer }: GraphQLContext): string {
    return services.richText.preview(viewer, html);
  }

  @Authorized()
  @Query(() => [AccessibilityProblem], {
    description:
      'What some readers would miss in this rich text as saving would store it (pictures without alt text, skipped heading levels, empty or vague links, tables without headers): warnings to show before saving.',
  })
  accessibilityProblems(@Arg('html') html: string, @Ctx() { services, viewer }: GraphQLContext): AccessibilityProblem[] {
    return services.richText.accessibilityProblems(viewer, html);
  }
}
