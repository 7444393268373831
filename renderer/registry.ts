// The one map from a block's YAML type to its component. Adding a block type adds one line here.
import type { ComponentType } from 'react';
import type { Block } from '../schema/generated/types';
import { Cards } from './blocks/cards/Cards';
import { CaseStudy } from './blocks/case-study/CaseStudy';
import { CoverageTable } from './blocks/coverage-table/CoverageTable';
import { Cta } from './blocks/cta/Cta';
import { Faq } from './blocks/faq/Faq';
import { Hero } from './blocks/hero/Hero';
import { Process } from './blocks/process/Process';
import { Prose } from './blocks/prose/Prose';

/** Typed from the generated Block union: a missing or mismatched block fails the type check. */
export type BlockComponents = { [Type in Block['type']]: ComponentType<Extract<Block, { type: Type }>> };

export const blockComponents: BlockComponents = {
  cards: Cards,
  'case-study': CaseStudy,
  'coverage-table': CoverageTable,
  cta: Cta,
  faq: Faq,
  hero: Hero,
  process: Process,
  prose: Prose,
};
