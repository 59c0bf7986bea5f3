import type { DataSource } from 'typeorm';
import { ValidationError } from '../../shared/errors';
import { PROJECT_IMAGE_MESSAGE } from '@field-rules';
import type { ImageStore, IncomingFile } from '../../shared/images';
import { mergePatch, RecordService } from '../../shared/record-service';
import { validateInput } from '../../shared/validation';
import type { Viewer } from '../../shared/viewer';
import { Project } from './project.entity';
import { CreateProjectInput, PROJECT_FIELDS, type UpdateProjectInput } from './project.inputs';

const FOLDER = 'projects';

export class ProjectService extends RecordService<Project> {
  constructor(dataSource: DataSource, images: ImageStore) {
    super(dataSource.getRepository(Project), 'Project', images);
  }

  /** Uploaded `screenshots` are stored in the order given. */
  async create(
    viewer: Viewer,
    input: CreateProjectInput,
    image: IncomingFile | undefined,
    screenshots: IncomingFile[] = [],
  ): Promise<Project> {
    this.requireWriter(viewer);
    const values = withLists(await validateInput(CreateProjectInput, input));
    if (!image) throw ValidationError.single('image', PROJECT_IMAGE_MESSAGE);
    const place = await this.newRecordPlace();
    return this.writeWithFiles(image, screenshots, null, (imageUrl, added) =>
      this.repo.save(this.repo.create({ ...values, ...place, image: imageUrl!, screenshots: added })),
    );
  }

  /**
   * `patch.screenshots` (when given) keeps that subset of the current screenshots in that order;
   * uploaded `screenshots` are appended. Files no longer referenced are removed once saved.
   */
  async update(
    viewer: Viewer,
    id: string,
    patch: UpdateProjectInput,
    image?: IncomingFile,
    screenshots: IncomingFile[] = [],
  ): Promise<Project> {
    this.requireWriter(viewer);
    const project = await this.get(id);
    const values = withLists(await validateInput(CreateProjectInput, mergePatch(project, patch, PROJECT_FIELDS)));
    const kept = keptScreenshots(project.screenshots, patch.screenshots);
    const dropped = project.screenshots.filter((url) => !kept.includes(url));
    const saved = await this.writeWithFiles(image, screenshots, project.image, (imageUrl, added) =>
      this.repo.save(Object.assign(project, values, { screenshots: [...kept, ...added] }, imageUrl ? { image: imageUrl } : {})),
    );
    await this.images.remove(dropped);
    return saved;
  }

  protected filesOf(project: Project) {
    return [project.image, ...project.screenshots];
  }

  /** Like writeWithImage, also for the appended screenshots: a failed write leaves no new file behind. */
  private writeWithFiles<T>(
    image: IncomingFile | undefined,
    screenshots: IncomingFile[],
    replacedImage: string | null,
    write: (imageUrl: string | undefined, added: string[]) => Promise<T>,
  ): Promise<T> {
    return this.writeWithImage(image, FOLDER, replacedImage, async (imageUrl) => {
      const added = await this.images.saveAll(screenshots, FOLDER);
      try {
        return await write(imageUrl, added);
      } catch (error) {
        await this.images.remove(added);
        throw error;
      }
    });
  }
}

/** List columns are never null (REST contract: list fields are always arrays). */
function withLists<T extends Pick<CreateProjectInput, 'tags' | 'features' | 'technologies'>>(values: T) {
  return { ...values, tags: values.tags ?? [], features: values.features ?? [], technologies: values.technologies ?? [] };
}

/** The screenshots to keep, in the requested order; only URLs the project already has may be named. */
function keptScreenshots(current: string[], requested: string[] | null | undefined): string[] {
  if (requested == null) return current;
  const kept = [...new Set(requested.map((url) => url.trim()))];
  if (kept.some((url) => !current.includes(url))) throw ValidationError.single('screenshots', 'Unknown screenshot');
  return kept;
}
