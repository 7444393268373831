// The one map from a block's YAML type to its component, each a chunk of its own (lazyBlock) so that a page downloads
// only the blocks it places. Adding a block type adds one line here; an interactive one hydrates at once.
import type { Block } from '../schema/generated/types';
import { lazyBlock, type LazyBlock } from './lazy-block';

/** Typed from the generated Block union: a missing or mismatched block fails the type check. */
type BlockComponents = { [Type in Block['type']]: LazyBlock<Extract<Block, { type: Type }>> };

export const blockComponents: BlockComponents = {
  'article-list': lazyBlock(() => import('./blocks/article-list/ArticleList').then((module) => module.ArticleList)),
  // The slider must take a tap at once: a tap held for the block's code, or made before it hydrates, would be lost.
  'before-after': lazyBlock(() => import('./blocks/before-after/BeforeAfter').then((module) => module.BeforeAfter), { interactive: true }),
  cards: lazyBlock(() => import('./blocks/cards/Cards').then((module) => module.Cards)),
  'case-study': lazyBlock(() => import('./blocks/case-study/CaseStudy').then((module) => module.CaseStudy)),
  comparison: lazyBlock(() => import('./blocks/comparison/Comparison').then((module) => module.Comparison)),
  'contact-details': lazyBlock(() => import('./blocks/contact-details/ContactDetails').then((module) => module.ContactDetails)),
  'contact-form': lazyBlock(() => import('./blocks/contact-form/ContactForm').then((module) => module.ContactForm), { interactive: true }),
  'coverage-table': lazyBlock(() => import('./blocks/coverage-table/CoverageTable').then((module) => module.CoverageTable)),
  cta: lazyBlock(() => import('./blocks/cta/Cta').then((module) => module.Cta)),
  faq: lazyBlock(() => import('./blocks/faq/Faq').then((module) => module.Faq)),
  gallery: lazyBlock(() => import('./blocks/gallery/Gallery').then((module) => module.Gallery)),
  hero: lazyBlock(() => import('./blocks/hero/Hero').then((module) => module.Hero)),
  notice: lazyBlock(() => import('./blocks/notice/Notice').then((module) => module.Notice)),
  people: lazyBlock(() => import('./blocks/people/People').then((module) => module.People)),
  process: lazyBlock(() => import('./blocks/process/Process').then((module) => module.Process)),
  products: lazyBlock(() => import('./blocks/products/Products').then((module) => module.Products)),
  prose: lazyBlock(() => import('./blocks/prose/Prose').then((module) => module.Prose)),
  'roi-calculator': lazyBlock(() => import('./blocks/roi-calculator/RoiCalculator').then((module) => module.RoiCalculator), { interactive: true }),
  testimonials: lazyBlock(() => import('./blocks/testimonials/Testimonials').then((module) => module.Testimonials)),
  toc: lazyBlock(() => import('./blocks/toc/Toc').then((module) => module.Toc)),
};
