// The ROI calculator's business rules (spec section 9), pure so they are tested against hand-worked numbers.
// `hours` in the spec's formulas is downtimeHours, the calculator's only hours input (docs/decisions.md).

/** What the visitor typed, as text: number inputs can be empty or not numeric. */
export interface RoiForm {
  industry: string;
  projectSize: string;
  currentMethod: string;
  annualProjects: string;
  laborCostPerHour: string;
  materialCosts: string;
  downtimeHours: string;
}

interface RoiFigures {
  laborRate: number;
  materialCost: number;
  hours: number;
  projects: number;
}

export interface RoiResult {
  annualLaborSavings: number;
  annualMaterialSavings: number;
  annualDowntimeSavings: number;
  totalAnnualSavings: number;
  estimatedServiceCost: number;
  netSavings: number;
  roi: number;
  paybackMonths: number;
}

/** Section 5: laborCostPerHour falls back to 75, materialCosts to 0, downtimeHours to 0, annualProjects to 1. */
export const ROI_FALLBACKS: RoiFigures = { laborRate: 75, materialCost: 0, hours: 0, projects: 1 };

const numberOr = (text: string, fallback: number): number => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
};

export function roiFigures(form: Pick<RoiForm, 'laborCostPerHour' | 'materialCosts' | 'downtimeHours' | 'annualProjects'>): RoiFigures {
  return {
    laborRate: numberOr(form.laborCostPerHour, ROI_FALLBACKS.laborRate),
    materialCost: numberOr(form.materialCosts, ROI_FALLBACKS.materialCost),
    hours: numberOr(form.downtimeHours, ROI_FALLBACKS.hours),
    projects: numberOr(form.annualProjects, ROI_FALLBACKS.projects),
  };
}

/** What is still missing before savings and costs can be compared; undefined when there is something to compare. */
export type RoiMissing = 'projects' | 'hours-or-materials';

/** Every saving and cost is a multiple of the hours or the material cost, and of the projects: without them all are $0. */
export function missingForComparison({ hours, materialCost, projects }: RoiFigures): RoiMissing | undefined {
  if (!(projects > 0)) return 'projects';
  if (!(hours > 0) && !(materialCost > 0)) return 'hours-or-materials';
  return undefined;
}

export function calculateRoi({ laborRate, materialCost, hours, projects }: RoiFigures): RoiResult {
  const annualLaborSavings = laborRate * hours * 0.6 * projects;
  const annualMaterialSavings = materialCost * 0.8 * projects;
  const annualDowntimeSavings = hours * 0.4 * 200 * projects;
  const totalAnnualSavings = annualLaborSavings + annualMaterialSavings + annualDowntimeSavings;
  const estimatedServiceCost = (laborRate * hours + materialCost) * 0.7 * projects;
  const netSavings = totalAnnualSavings - estimatedServiceCost;
  const positive = netSavings > 0;
  return {
    annualLaborSavings,
    annualMaterialSavings,
    annualDowntimeSavings,
    totalAnnualSavings,
    estimatedServiceCost,
    netSavings,
    roi: positive ? (netSavings / estimatedServiceCost) * 100 : 0,
    paybackMonths: positive ? estimatedServiceCost / (netSavings / 12) : 0,
  };
}

// Made on first use: building an Intl formatter loads locale data, about 35 ms of main thread on page load.
let formats: { aud: Intl.NumberFormat; oneDecimal: Intl.NumberFormat } | undefined;
const numberFormats = () =>
  (formats ??= {
    aud: new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }),
    oneDecimal: new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 }),
  });

/** Money as Australians read it: $36,000. */
export const formatAud = (amount: number) => numberFormats().aud.format(amount);
export const formatPercent = (percent: number) => `${numberFormats().oneDecimal.format(percent)}%`;
export const formatMonths = (months: number) => `${numberFormats().oneDecimal.format(months)} months`;
