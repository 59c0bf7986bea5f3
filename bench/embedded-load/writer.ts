/**
 * The administrator of issue 25's workload, one request at a time, alternating REST and GraphQL: screenshot
 * uploads, product edits (some with a new banner), reorders, screenshot removals, alt text changes, products
 * created for the purpose and deleted, and a few of these through the admin UI. A model of what every successful
 * write implies is kept, each answer is checked against it, and verify() then reads everything back through both
 * doors (anonymously, through the response cache), the pages and the files: anything missing or stale is 'lost'.
 */
import sharp from 'sharp';
import type { AdminSession, AdminUi, UiFile } from './admin-ui';
import { graphqlUpload, send, type Answer, type Recorder, type Request, type Role } from './http';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './server';

export const UPLOADS = 50;
export const EDITS = 50;
/** Every fifth step reorders, removes a screenshot, or changes an alt text; four steps delete a product. */
const EVERY = 5;
const DELETE_AT = [8, 18, 28, 38];
/** The step after which the admin UI does its part (uiVisit). */
const UI_AT = 25;

type Door = 'REST' | 'GraphQL';
const doorOf = (n: number): Door => (n % 2 === 0 ? 'REST' : 'GraphQL');

const PRODUCT = 'id slug name shortDescription bannerImage screenshots';
const LOGIN = 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const CREATE = `mutation Create($input: CreateProductInput!, $banner: Upload, $shots: [Upload!]) {
  createProduct(input: $input, bannerImage: $banner, screenshots: $shots) { ${PRODUCT} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateProductInput!, $banner: Upload) {
  updateProduct(id: $id, input: $input, bannerImage: $banner) { ${PRODUCT} } }`;
const ADD_SCREENSHOTS = `mutation Add($id: ID!, $files: [Upload!]!) {
  addProductScreenshots(id: $id, screenshots: $files) { added screenshots } }`;
const REMOVE_SCREENSHOT = `mutation Remove($id: ID!, $index: Int!) {
  removeProductScreenshot(id: $id, index: $index) { removed screenshots } }`;
const REORDER = 'mutation Reorder($ids: [ID!]!) { reorderProducts(ids: $ids) { id } }';
const DELETE = 'mutation Delete($id: ID!) { deleteProduct(id: $id) { id } }';
const ALT = 'mutation Alt($url: String!, $alt: String) { updateImageAlt(url: $url, alt: $alt) { url altText } }';
const READ_PRODUCT = `query Product($id: ID!) { product(id: $id) { ${PRODUCT} screenshotPictures { url altText } } }`;

/** What the successful writes imply for one product. */
interface Tracked {
  label: string;
  id: string;
  slug: string;
  demo: boolean;
  screenshots: string[];
  /** Screenshots removed and banners replaced: their files must be gone. */
  gone: string[];
  shortDescription: string;
  bannerImage: string;
  alts: Map<string, string>;
  deleted: boolean;
  /** A write to it failed (its effect unknown): the model is re-read before it is relied on. */
  uncertain: boolean;
}

export interface Images {
  next(): File;
  nextForUi(): UiFile;
}

/** Real small pictures made with sharp (PNG and JPEG in turn, each a different colour), ready before the run. */
export async function makeImages(count: number): Promise<Images> {
  const made: UiFile[] = [];
  for (let n = 0; n < count; n += 1) {
    const png = n % 2 === 0;
    const background = { r: (n * 53) % 256, g: (n * 97) % 256, b: (n * 151) % 256 };
    const canvas = sharp({ create: { width: 320 + (n % 5) * 16, height: 200, channels: 3, background } });
    const buffer = png ? await canvas.png().toBuffer() : await canvas.jpeg({ quality: 80 }).toBuffer();
    made.push({ name: `load-${n}.${png ? 'png' : 'jpg'}`, mimeType: png ? 'image/png' : 'image/jpeg', buffer });
  }
  let index = 0;
  const take = () => made[index++ % made.length];
  return {
    next() {
      const file = take();
      return new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType });
    },
    nextForUi: take,
  };
}

/** The files are checked a few at a time. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>, size = 4): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(check));
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

export interface WorkloadReport {
  /** Everything a successful write implied that was not found (or found stale) afterwards. */
  lost: string[];
  /** Operations attempted by kind ('upload', 'edit', ...), all doors. */
  attempted: Map<string, number>;
  /** The UI part: done, or why it was skipped. */
  ui: string;
}

export class Workload {
  private restToken = '';
  private graphqlToken = '';
  private readonly tracked: Tracked[] = [];
  private order: string[] = [];
  private orderUncertain = false;
  private readonly lost: string[] = [];
  private readonly attempted = new Map<string, number>();
  private session: AdminSession | undefined;
  private uiNote = 'skipped (no Chromium, or BENCH_UI=off)';

  constructor(
    private readonly baseUrl: string,
    private readonly recorder: Recorder,
    private readonly images: Images,
    private readonly ui: AdminUi | null,
    private readonly runName: string,
  ) {}

  private async request(role: Role, kind: string, path: string, request: Request): Promise<Answer> {
    const answer = await send(`${this.baseUrl}${path}`, request);
    this.recorder.add({ role, kind, ms: answer.ms, status: answer.status, failure: answer.failure });
    return answer;
  }

  /** An admin write through one door; counted by operation. */
  private write(operation: string, door: Door, path: string, request: Request): Promise<Answer> {
    this.attempted.set(operation, (this.attempted.get(operation) ?? 0) + 1);
    return this.request('write', `${door} ${operation}`, path, {
      ...request,
      graphql: door === 'GraphQL',
      token: door === 'REST' ? this.restToken : this.graphqlToken,
    });
  }

  private graphql(operation: string, query: string, variables: Record<string, unknown>, files?: Record<string, File>) {
    return this.write(
      operation,
      'GraphQL',
      '/graphql',
      files
        ? { form: graphqlUpload(query, variables, files), headers: { 'apollo-require-preflight': 'true' } }
        : { json: { query, variables } },
    );
  }

  private wrong(product: Tracked, what: string): void {
    this.lost.push(`${this.runName} ${product.label}: ${what}`);
  }

  /** An answer's screenshot list against the model's expectation; the answer wins afterwards. */
  private adopt(product: Tracked, screenshots: string[], expected: string[], what: string): void {
    if (product.uncertain) {
      // After a failed write only what earlier successful writes put there must still be there.
      const missing = product.screenshots.filter((url) => !screenshots.includes(url) && !product.gone.includes(url));
      if (missing.length) this.wrong(product, `${what}: ${missing.length} screenshot(s) missing after a failed write`);
      product.uncertain = false;
    } else if (!same(screenshots, expected)) {
      this.wrong(product, `${what} answered screenshots ${JSON.stringify(screenshots)}, expected ${JSON.stringify(expected)}`);
    }
    for (const url of product.screenshots) if (!screenshots.includes(url)) product.alts.delete(url);
    product.screenshots = screenshots;
  }

  /** Re-reads a product after a failed write (as the admin: never from the cache). */
  private async resync(product: Tracked): Promise<void> {
    if (!product.uncertain) return;
    const answer = await this.request('check', 'check: re-read after a failure', '/graphql', {
      json: { query: READ_PRODUCT, variables: { id: product.id } },
      token: this.graphqlToken,
      graphql: true,
    });
    const read = answer.body?.data?.product;
    if (!read) return;
    this.adopt(product, read.screenshots, product.screenshots, 're-read');
    product.shortDescription = read.shortDescription;
    product.bannerImage = read.bannerImage;
  }

  async login(): Promise<void> {
    const rest = await this.request('write', 'REST login', '/api/admin/login', {
      json: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
    });
    const graphql = await this.request('write', 'GraphQL login', '/graphql', {
      json: { query: LOGIN, variables: { u: ADMIN_USERNAME, p: ADMIN_PASSWORD } },
      graphql: true,
    });
    this.restToken = rest.body?.token;
    this.graphqlToken = graphql.body?.data?.login?.token;
    if (!this.restToken || !this.graphqlToken) throw new Error(`login failed: ${rest.text} ${graphql.text}`);
  }

  /** The demo products (the readers' slugs) and the order they are listed in. */
  async loadDemoProducts(): Promise<string[]> {
    const answer = await this.request('check', 'check: products', '/api/products', { token: this.restToken });
    const products = answer.body as Array<{
      id: string;
      slug: string;
      shortDescription: string;
      bannerImage: string;
      screenshots: string[];
    }>;
    if (!Array.isArray(products) || products.length < 3) throw new Error(`expected the demo products: ${answer.text}`);
    for (const product of products) {
      this.tracked.push({
        label: `product '${product.slug}'`,
        id: product.id,
        slug: product.slug,
        demo: true,
        screenshots: product.screenshots,
        gone: [],
        shortDescription: product.shortDescription,
        bannerImage: product.bannerImage,
        alts: new Map(),
        deleted: false,
        uncertain: false,
      });
    }
    this.order = products.map((product) => product.id);
    return products.map((product) => product.slug);
  }

  private async create(door: Door, slug: string): Promise<Tracked | undefined> {
    const values = {
      name: `Load test ${slug}`,
      slug,
      shortDescription: `Made for the load test (${door})`,
      fullDescription: '<p>A product made by the embedded load benchmark, to be edited and deleted while visitors read.</p>',
      features: ['Made for the bench', 'Deleted again'],
    };
    let answer: Answer;
    if (door === 'REST') {
      const form = new FormData();
      for (const [name, value] of Object.entries(values))
        for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
      form.append('image', this.images.next());
      form.append('screenshots', this.images.next());
      answer = await this.write('create', door, '/api/products', { form });
    } else {
      answer = await this.graphql(
        'create',
        CREATE,
        { input: values, banner: null, shots: [null] },
        {
          banner: this.images.next(),
          'shots.0': this.images.next(),
        },
      );
    }
    const created = door === 'REST' ? answer.body : answer.body?.data?.createProduct;
    if (answer.failure || !created?.id) return undefined;
    const product: Tracked = {
      label: `product '${slug}'`,
      id: created.id,
      slug,
      demo: false,
      screenshots: created.screenshots,
      gone: [],
      shortDescription: created.shortDescription,
      bannerImage: created.bannerImage,
      alts: new Map(),
      deleted: false,
      uncertain: false,
    };
    this.tracked.push(product);
    return product;
  }

  private async upload(door: Door, product: Tracked, count: number): Promise<void> {
    const files = Array.from({ length: count }, () => this.images.next());
    let answer: Answer;
    if (door === 'REST') {
      const form = new FormData();
      for (const file of files) form.append('screenshots', file);
      answer = await this.write('screenshot upload', door, `/api/products/${product.id}/screenshots`, { form });
    } else {
      const map = Object.fromEntries(files.map((file, i) => [`files.${i}`, file]));
      answer = await this.graphql('screenshot upload', ADD_SCREENSHOTS, { id: product.id, files: files.map(() => null) }, map);
    }
    const result = door === 'REST' ? answer.body : answer.body?.data?.addProductScreenshots;
    if (answer.failure || !result?.screenshots) {
      product.uncertain = true;
      return;
    }
    if (result.added?.length !== count) this.wrong(product, `upload of ${count} answered ${result.added?.length} added`);
    this.adopt(product, result.screenshots, [...product.screenshots, ...(result.added ?? [])], `${door} upload`);
  }

  private async edit(door: Door, product: Tracked, step: number, withBanner: boolean): Promise<void> {
    const shortDescription = `Edited in ${this.runName} at step ${step} through ${door}`;
    const features = ['Edited while visitors read', `Step ${step}`];
    const banner = withBanner ? this.images.next() : undefined;
    let answer: Answer;
    if (door === 'REST') {
      const form = new FormData();
      form.append('shortDescription', shortDescription);
      for (const feature of features) form.append('features', feature);
      if (banner) form.append('image', banner);
      answer = await this.write('edit', door, `/api/products/${product.id}`, { method: 'PUT', form });
    } else {
      const variables = { id: product.id, input: { shortDescription, features }, banner: null };
      answer = banner ? await this.graphql('edit', UPDATE, variables, { banner }) : await this.graphql('edit', UPDATE, variables);
    }
    const updated = door === 'REST' ? answer.body : answer.body?.data?.updateProduct;
    if (answer.failure || !updated?.id) {
      product.uncertain = true;
      return;
    }
    if (updated.shortDescription !== shortDescription) this.wrong(product, `${door} edit answered '${updated.shortDescription}'`);
    if (withBanner) {
      if (updated.bannerImage === product.bannerImage) this.wrong(product, `${door} edit kept the old banner`);
      product.gone.push(product.bannerImage);
    }
    product.shortDescription = shortDescription;
    product.bannerImage = updated.bannerImage;
    this.adopt(product, updated.screenshots, product.screenshots, `${door} edit`);
  }

  private async removeScreenshot(door: Door, product: Tracked, step: number): Promise<void> {
    await this.resync(product);
    if (product.screenshots.length === 0) return;
    const index = step % product.screenshots.length;
    const expected = product.screenshots[index];
    const answer =
      door === 'REST'
        ? await this.write('screenshot removal', door, `/api/products/${product.id}/screenshots/${index}`, { method: 'DELETE' })
        : await this.graphql('screenshot removal', REMOVE_SCREENSHOT, { id: product.id, index });
    const result = door === 'REST' ? answer.body : answer.body?.data?.removeProductScreenshot;
    if (answer.failure || !result?.screenshots) {
      product.uncertain = true;
      return;
    }
    if (result.removed !== expected)
      this.wrong(product, `${door} removal at ${index} removed ${result.removed}, expected ${expected}`);
    product.gone.push(result.removed);
    this.adopt(
      product,
      result.screenshots,
      product.screenshots.filter((_, position) => position !== index),
      `${door} removal`,
    );
  }

  private async reorder(door: Door): Promise<void> {
    const ids = [...this.order.slice(1), this.order[0]];
    const answer =
      door === 'REST'
        ? await this.write('reorder', door, '/api/products/order', { method: 'PUT', json: { ids } })
        : await this.graphql('reorder', REORDER, { ids });
    const listed = door === 'REST' ? answer.body : answer.body?.data?.reorderProducts;
    if (answer.failure || !Array.isArray(listed)) {
      this.orderUncertain = true;
      return;
    }
    const answered = listed.map((product: { id: string }) => product.id);
    if (!same(answered, ids)) this.lost.push(`${this.runName} ${door} reorder answered ${JSON.stringify(answered)}`);
    this.order = ids;
    this.orderUncertain = false;
  }

  /** Alt text: GraphQL only (updateImageAlt); the REST door has no route for it. */
  private async changeAlt(product: Tracked, step: number): Promise<void> {
    await this.resync(product);
    if (product.screenshots.length === 0) return;
    const url = product.screenshots[step % product.screenshots.length];
    const alt = `Screenshot described in ${this.runName} at step ${step}`;
    const answer = await this.graphql('alt text change', ALT, { url, alt });
    if (answer.failure) return;
    const altText = answer.body?.data?.updateImageAlt?.altText;
    if (altText !== alt) this.wrong(product, `alt change answered '${altText}'`);
    product.alts.set(url, alt);
  }

  private async delete(door: Door, product: Tracked): Promise<void> {
    const answer =
      door === 'REST'
        ? await this.write('product delete', door, `/api/products/${product.id}`, { method: 'DELETE' })
        : await this.graphql('product delete', DELETE, { id: product.id });
    if (answer.failure) return;
    product.deleted = true;
  }

  /** One UI action: timed and recorded as a write (door 'UI'); a failure is recorded with its message. */
  private async viaUi(operation: string, action: (session: AdminSession) => Promise<number>): Promise<boolean> {
    if (!this.session) return false;
    this.attempted.set(operation, (this.attempted.get(operation) ?? 0) + 1);
    const started = performance.now();
    try {
      const ms = await action(this.session);
      this.recorder.add({ role: 'write', kind: `UI ${operation}`, ms, status: 200 });
      return true;
    } catch (error) {
      const message = (error as Error).message.split('\n')[0].slice(0, 100);
      this.recorder.add({
        role: 'write',
        kind: `UI ${operation}`,
        ms: performance.now() - started,
        status: 0,
        failure: `UI: ${message}`,
      });
      return false;
    }
  }

  /** What the UI changed, read back as the admin; the model follows it (its result is checked then). */
  private async readBack(product: Tracked): Promise<any> {
    const answer = await this.request('check', 'check: read back after a UI action', '/graphql', {
      json: { query: READ_PRODUCT, variables: { id: product.id } },
      token: this.graphqlToken,
      graphql: true,
    });
    return answer.body?.data?.product;
  }

  /**
   * The admin UI's part, at one point of the run (signing in and loading the back office cost a few seconds
   * each on a busy machine): on the edit page of a product nothing else touches, two screenshots uploaded, the
   * second one's alt text saved, the first one removed, the short description edited and saved; then another
   * product deleted from its details page.
   */
  private async uiVisit(forUi: Tracked, deletedByUi: Tracked | undefined): Promise<void> {
    if (!this.ui) return;
    try {
      this.session = await this.ui.session(this.baseUrl, ADMIN_USERNAME, ADMIN_PASSWORD);
    } catch (error) {
      this.uiNote = `could not sign in: ${(error as Error).message.split('\n')[0]}`;
      this.recorder.add({ role: 'write', kind: 'UI sign-in', ms: 0, status: 0, failure: 'UI: sign-in failed' });
      return;
    }
    this.uiNote = 'done';
    const before = forUi.screenshots;
    const files = [this.images.nextForUi(), this.images.nextForUi()];
    if (!(await this.viaUi('screenshot upload', (s) => s.uploadScreenshots(forUi.id, files))))
      return void (forUi.uncertain = true);
    // The new URLs, read back as the admin; the model follows the page from there.
    const read = await this.readBack(forUi);
    if (!read) return void (forUi.uncertain = true);
    const added = read.screenshots.slice(before.length);
    if (added.length !== files.length) this.wrong(forUi, `UI upload of ${files.length} left ${added.length} new screenshot(s)`);
    this.adopt(forUi, read.screenshots, [...before, ...added], 'UI upload');

    const alt = `Described through the admin UI in ${this.runName}`;
    const described = forUi.screenshots[1];
    if (described && (await this.viaUi('alt text change', (s) => s.saveScreenshotAlt(2, alt)))) forUi.alts.set(described, alt);

    const removed = forUi.screenshots[0];
    if (await this.viaUi('screenshot removal', (s) => s.removeScreenshot(1))) {
      forUi.gone.push(removed);
      forUi.alts.delete(removed);
      forUi.screenshots = forUi.screenshots.slice(1);
    } else forUi.uncertain = true;

    const text = `Edited through the admin UI in ${this.runName}`;
    if (await this.viaUi('edit', (s) => s.editShortDescription(forUi.id, text))) forUi.shortDescription = text;
    else forUi.uncertain = true;

    if (deletedByUi && (await this.viaUi('product delete', (s) => s.deleteProduct(deletedByUi.id)))) deletedByUi.deleted = true;
  }

  /** The whole write workload, one request at a time. */
  async run(): Promise<void> {
    const demo = this.tracked.filter((product) => product.demo).slice(0, 3);
    const toDelete: Tracked[] = [];
    for (let n = 0; n < DELETE_AT.length; n += 1) {
      const product = await this.create(doorOf(n), `load-${this.runName.replace(/\W/g, '-')}-temp-${n}`);
      if (product) toDelete.push(product);
    }
    const forUi = this.ui ? await this.create('REST', `load-${this.runName.replace(/\W/g, '-')}-ui`) : undefined;
    const deletedByUi = this.ui ? await this.create('GraphQL', `load-${this.runName.replace(/\W/g, '-')}-ui-delete`) : undefined;
    if (forUi) forUi.label += ' (edited through the admin UI)';

    const started = performance.now();
    for (let step = 0; step < Math.max(UPLOADS, EDITS); step += 1) {
      if (step % 10 === 0 && step > 0)
        process.stderr.write(
          `    ${this.runName}: step ${step}/${UPLOADS} after ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
        );
      const door = doorOf(step);
      if (step < UPLOADS) await this.upload(door, demo[step % 3], step % 10 === 9 ? 2 : 1);
      if (step < EDITS) await this.edit(door, demo[(step + 1) % 3], step, step % EVERY === 4);
      const round = Math.floor(step / EVERY);
      if (step % EVERY === 0) await this.reorder(doorOf(round));
      if (step % EVERY === 2) await this.removeScreenshot(doorOf(round), demo[(step + 2) % 3], step);
      if (step % EVERY === 3) await this.changeAlt(demo[(step + 3) % 3], step);
      const deleting = DELETE_AT.indexOf(step);
      if (deleting >= 0 && toDelete[deleting]) await this.delete(doorOf(deleting), toDelete[deleting]);
      if (step === UI_AT && forUi) await this.uiVisit(forUi, deletedByUi);
    }
    await this.session?.close().catch(() => undefined);
  }

  private async check(kind: string, path: string, request: Request, expected: number[]): Promise<Answer> {
    const answer = await send(`${this.baseUrl}${path}`, request);
    const failure = answer.status === 0 ? answer.failure : expected.includes(answer.status) ? undefined : `HTTP ${answer.status}`;
    this.recorder.add({ role: 'check', kind, ms: answer.ms, status: answer.status, failure });
    return answer;
  }

  /** Reads everything back as a visitor would (both doors, the pages, the files) and lists what is lost or stale. */
  async verify(): Promise<WorkloadReport> {
    for (const product of this.tracked) {
      await this.resync(product);
      const { id, slug } = product;
      if (product.deleted) {
        await this.check('check: deleted (REST)', `/api/products/${id}`, {}, [404]);
        const graphql = await this.check(
          'check: deleted (GraphQL)',
          '/graphql',
          { json: { query: READ_PRODUCT, variables: { id } } },
          [200, 404],
        );
        if (graphql.body?.data?.product) this.wrong(product, 'deleted, still answered by GraphQL');
        const page = await this.check('check: deleted (page)', `/products/${slug}`, {}, [404]);
        if (page.status === 200) this.wrong(product, 'deleted, its page still answers 200');
        // A delete moves the record to the trash with its files, for a restore (docs/decisions/064-trash.md):
        // deleted for good from there, its files must be gone too.
        const purged = await this.check(
          'check: delete for good (REST)',
          `/api/admin/trash/Product/${id}`,
          {
            method: 'DELETE',
            token: this.restToken,
          },
          [200],
        );
        if (purged.status !== 200) this.wrong(product, `deleting it for good from the trash answered ${purged.status}`);
        await inBatches([product.bannerImage, ...product.screenshots], async (url) => {
          const file = await this.check('check: file of a deleted product', url, {}, [404]);
          if (file.status === 200) this.wrong(product, `deleted, its file ${url} is still served`);
        });
        continue;
      }
      const rest = (await this.check('check: product (REST)', `/api/products/${id}`, {}, [200])).body;
      const graphql = (
        await this.check('check: product (GraphQL)', '/graphql', { json: { query: READ_PRODUCT, variables: { id } } }, [200])
      ).body?.data?.product;
      for (const [door, read] of [
        ['REST', rest],
        ['GraphQL', graphql],
      ] as const) {
        if (!read?.screenshots) {
          this.wrong(product, `not answered by ${door}`);
          continue;
        }
        if (!same(read.screenshots, product.screenshots))
          this.wrong(
            product,
            `${door} lists ${read.screenshots.length} screenshots, expected ${product.screenshots.length} (or another order)`,
          );
        if (read.shortDescription !== product.shortDescription)
          this.wrong(product, `${door} shows the edit '${read.shortDescription}', expected '${product.shortDescription}'`);
        if (read.bannerImage !== product.bannerImage) this.wrong(product, `${door} shows an old banner`);
      }
      for (const picture of graphql?.screenshotPictures ?? []) {
        const expected = product.alts.get(picture.url) ?? null;
        if (picture.altText !== expected)
          this.wrong(
            product,
            `alt text of ${picture.url} is ${JSON.stringify(picture.altText)}, expected ${JSON.stringify(expected)}`,
          );
      }
      const page = await this.check('check: product page', `/products/${slug}`, {}, [200]);
      if (!page.text.includes(product.shortDescription))
        this.wrong(product, `its page does not show the edit '${product.shortDescription}'`);
      await inBatches([product.bannerImage, ...product.screenshots], async (url) => {
        const file = await this.check('check: stored file', url, {}, [200]);
        if (file.status !== 200) this.wrong(product, `file ${url} answers ${file.status}`);
      });
      await inBatches(product.gone, async (url) => {
        const file = await this.check('check: removed file', url, {}, [404]);
        if (file.status === 200) this.wrong(product, `removed file ${url} is still served`);
      });
    }
    if (!this.orderUncertain) {
      const listed = (await this.check('check: order', '/api/products', {}, [200])).body;
      const ids = Array.isArray(listed)
        ? listed.map((product: { id: string }) => product.id).filter((id: string) => this.order.includes(id))
        : [];
      if (!same(ids, this.order))
        this.lost.push(`${this.runName} the products are listed in another order than the last reorder's`);
    }
    return { lost: this.lost, attempted: this.attempted, ui: this.uiNote };
  }
}
