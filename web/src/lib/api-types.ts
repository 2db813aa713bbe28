// Names for the API's answers, taken from the types generated out of the service's OpenAPI document
// (web/api/schema.d.ts, `make api-types`): one source for every shape the web app reads. Types only.
import type { components, paths } from '@api/schema';

/** Every named shape of the document, for the features' own names of the shapes they read. */
export type Schemas = components['schemas'];

/** A shape whose fields that may be null may also be left out (read alike by the code that shows them). */
export type NullsOptional<Shape> = { [Key in keyof Shape as null extends Shape[Key] ? Key : never]?: Shape[Key] } & {
  [Key in keyof Shape as null extends Shape[Key] ? never : Key]: Shape[Key];
};

/** The JSON an operation answers with 200 (or 201 for a POST that adds). */
export type Answer<Path extends keyof paths, Method extends 'get' | 'post' | 'patch' | 'delete'> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? Responses extends { 200: { content: { 'application/json': infer Body } } }
    ? Body
    : Responses extends { 201: { content: { 'application/json': infer Body } } }
      ? Body
      : never
  : never;

/** The JSON body an operation takes. */
export type Body<Path extends keyof paths, Method extends 'post' | 'patch'> = paths[Path][Method] extends {
  requestBody?: { content: { 'application/json': infer Json } };
}
  ? Json
  : never;

/** GET /api/blog-posts/{slug}: a public post (visitors never get its status, publishing time or wording reviews). */
export type PublicPost = Omit<Answer<'/api/blog-posts/{slug}', 'get'>, 'status' | 'publishAt' | 'wordingReviews'>;

/** One post of GET /api/blog-posts?view=summary: every public field but the content. */
export type PublicPostSummary = Omit<PublicPost, 'content'>;

/** GET /api/admin/blog-posts/{slug}; POST and PATCH /api/admin/blog-posts answer the same shape. */
export type StaffPost = Answer<'/api/admin/blog-posts/{slug}', 'get'>;

/** One post of GET /api/admin/blog-posts: every post with its status, without its content. */
export type StaffPostSummary = Schemas['StaffPostSummary'];

/** DELETE /api/admin/blog-posts/{slug}'s answer, and an entry of GET /api/admin/deleted-posts. */
export type DeletedPost = Schemas['DeletedPostAnswer'];

/** One version in GET /api/admin/blog-posts/{slug}/history. */
export type PostVersionAnswer = Schemas['VersionAnswer'];

/** A run of words in a version's body diff. */
export type DiffPiece = Schemas['DiffPiece'];

/** A titled block of paragraphs with an optional bullet list (product pages, service pages): lists may be left out. */
export type CopySection = Pick<Schemas['Section'], 'heading'> & Partial<Pick<Schemas['Section'], 'paragraphs' | 'bullets'>>;

/** One entry of GET /api/products: where a product page lives, its kind and its title. */
export type ProductAddress = Schemas['ProductAddress'];

/** One field a refused body names: `{"message", "errors": [{field, message}]}` answers carry them. */
export type FieldError = Schemas['FieldError'];

/** POST /api/admin/images: the stored image's address. */
export type UploadedImage = Answer<'/api/admin/images', 'post'>;

/** POST /api/requests: the stored request's id and the thank-you sentence. */
export type RequestReceived = Answer<'/api/requests', 'post'>;

/** GET /api/copy/{name}: each document of content/copy/ by its name (the service's copy_models registry). */
export type CopyDocuments = Schemas['CopyDocuments'];

/** One thing the checks found in a post's or a document's text (wording to review, or advice). */
export type Finding = Schemas['Finding'];

/** A wording finding staff reviewed and let stand: which one (rule, phrase, excerpt), who and when. */
export type WordingReview = Schemas['WordingReview'];

/** A risk finding a write names as reviewed, in its `acknowledge`. */
export type Acknowledgement = Schemas['Acknowledgement'];

/** POST /api/admin/blog-posts/checks: the text of a post as the editor holds it. */
export type PostText = Body<'/api/admin/blog-posts/checks', 'post'>;
