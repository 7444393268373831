// The one map from a block's YAML type to its component. Adding a block type adds one line here;
// an interactive block is wrapped in lazyBlock so that its code is a chunk of its own.
import type { ComponentType } from 'react';
import type { Block } from '../schema/generated/types';
import { ArticleList } from './blocks/article-list/ArticleList';
import { BeforeAfter } from './blocks/before-after/BeforeAfter';
import { Cards } from './blocks/cards/Cards';
import { CaseStudy } from './blocks/case-study/CaseStudy';
import { Comparison } from './blocks/comparison/Comparison';
import { ContactDetails } from './blocks/contact-details/ContactDetails';
import { CoverageTable } from './blocks/coverage-table/CoverageTable';
import { Cta } from './blocks/cta/Cta';
import { Faq } from './blocks/faq/Faq';
import { Gallery } from './blocks/gallery/Gallery';
import { Hero } from './blocks/hero/Hero';
import { Notice } from './blocks/notice/Notice';
import { People } from './blocks/people/People';
import { Process } from './blocks/process/Process';
import { Products } from './blocks/products/Products';
import { Prose } from './blocks/prose/Prose';
import { Testimonials } from './blocks/testimonials/Testimonials';
import { Toc } from './blocks/toc/Toc';
import { lazyBlock } from './lazy-block';

/** Typed from the generated Block union: a missing or mismatched block fails the type check. */
type BlockComponents = { [Type in Block['type']]: ComponentType<Extract<Block, { type: Type }>> };

export const blockComponents: BlockComponents = {
  'article-list': ArticleList,
  'before-after': BeforeAfter,
  cards: Cards,
  'case-study': CaseStudy,
  comparison: Comparison,
  'contact-details': ContactDetails,
  'contact-form': lazyBlock(() => import('./blocks/contact-form/ContactForm').then((module) => module.ContactForm)),
  'coverage-table': CoverageTable,
  cta: Cta,
  faq: Faq,
  gallery: Gallery,
  hero: Hero,
  notice: Notice,
  people: People,
  process: Process,
  products: Products,
  prose: Prose,
  'roi-calculator': lazyBlock(() => import('./blocks/roi-calculator/RoiCalculator').then((module) => module.RoiCalculator)),
  testimonials: Testimonials,
  toc: Toc,
};
