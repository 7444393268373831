// A draft's preview deployment (`npm run deploy -- --preview`, the preview workflow) is built in this Vite mode: its form
// says it is a preview and sends nothing, and no search engine indexes it (scripts/build/preview-build.ts).
export const PREVIEW_MODE = 'preview';

/** True in a preview build; read where it is used, so a production bundle folds it to false and drops what it guards. */
export const isPreviewBuild = (mode: string = import.meta.env.MODE) => mode === PREVIEW_MODE;
