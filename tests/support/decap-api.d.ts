/** Decap's own test of which commit status is a draft's preview (decap-cms-lib-util ships no types for its modules). */
declare module 'decap-cms-lib-util/dist/esm/API' {
  export function isPreviewContext(context: string, previewContext?: string): boolean;
}
