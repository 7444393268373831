import { describe, expect, it } from 'vitest';
import { calculateRoi, formatAud, formatMonths, formatPercent, missingForComparison, ROI_FALLBACKS, roiFigures } from '../../renderer/blocks/roi-calculator/roi';

const form = (values: Partial<Record<'annualProjects' | 'laborCostPerHour' | 'materialCosts' | 'downtimeHours', string>>) => ({
  annualProjects: '',
  laborCostPerHour: '',
  materialCosts: '',
  downtimeHours: '',
  ...values,
});

describe('ROI formulas (spec section 9)', () => {
  it('works a typical job by hand: $75/h, 40 h downtime, $5,000 materials, 4 projects a year', () => {
    const result = calculateRoi({ laborRate: 75, hours: 40, materialCost: 5000, projects: 4 });
    expect(result.annualLaborSavings).toBe(7200); // 75 x 40 x 0.6 x 4
    expect(result.annualMaterialSavings).toBe(16000); // 5000 x 0.8 x 4
    expect(result.annualDowntimeSavings).toBe(12800); // 40 x 0.4 x 200 x 4
    expect(result.totalAnnualSavings).toBe(36000);
    expect(result.estimatedServiceCost).toBeCloseTo(22400, 6); // (75 x 40 + 5000) x 0.7 x 4
    expect(result.netSavings).toBeCloseTo(13600, 6);
    expect(result.roi).toBeCloseTo((13600 / 22400) * 100, 6); // 60.71 %
    expect(result.paybackMonths).toBeCloseTo(22400 / (13600 / 12), 6); // 19.76 months
  });

  it('gives 0 % and 0 months when the net saving is negative', () => {
    // 1000 x 10 x 0.6 x 2 + 10 x 80 x 2 = 13,600 saved against (1000 x 10) x 0.7 x 2 = 14,000 spent.
    const result = calculateRoi({ laborRate: 1000, hours: 10, materialCost: 0, projects: 2 });
    expect(result.totalAnnualSavings).toBe(13600);
    expect(result.estimatedServiceCost).toBeCloseTo(14000, 6);
    expect(result.netSavings).toBeCloseTo(-400, 6);
    expect(result.roi).toBe(0);
    expect(result.paybackMonths).toBe(0);
  });

  it('gives 0 % and 0 months when the net saving is exactly zero (an empty form)', () => {
    const result = calculateRoi(roiFigures(form({})));
    expect(result).toEqual({
      annualLaborSavings: 0, annualMaterialSavings: 0, annualDowntimeSavings: 0, totalAnnualSavings: 0,
      estimatedServiceCost: 0, netSavings: 0, roi: 0, paybackMonths: 0,
    });
  });
});

describe('ROI inputs', () => {
  it('falls back to 75, 0, 0 and 1 when inputs are empty', () => {
    expect(ROI_FALLBACKS).toEqual({ laborRate: 75, materialCost: 0, hours: 0, projects: 1 });
    expect(roiFigures(form({}))).toEqual({ laborRate: 75, materialCost: 0, hours: 0, projects: 1 });
  });

  it('falls back when inputs are not numeric, and parses numbers otherwise', () => {
    expect(roiFigures(form({ laborCostPerHour: 'abc', materialCosts: '1e', downtimeHours: ' ', annualProjects: 'many' }))).toEqual(ROI_FALLBACKS);
    expect(roiFigures(form({ laborCostPerHour: '92.5', materialCosts: '1200', downtimeHours: '8', annualProjects: '6' }))).toEqual({
      laborRate: 92.5, materialCost: 1200, hours: 8, projects: 6,
    });
  });
});

describe('ROI display', () => {
  it('shows money in AUD as Australians write it, percentages and months to one decimal', () => {
    expect(formatAud(13600)).toBe('$13,600');
    expect(formatAud(-400)).toBe('-$400');
    expect(formatPercent((13600 / 22400) * 100)).toBe('60.7%');
    expect(formatMonths(22400 / (13600 / 12))).toBe('19.8 months');
  });
});

describe('is there anything to compare?', () => {
  it('asks for hours or material costs when neither is entered, whatever the labour rate', () => {
    expect(missingForComparison(roiFigures(form({})))).toBe('hours-or-materials');
    expect(missingForComparison(roiFigures(form({ laborCostPerHour: '120', annualProjects: '6' })))).toBe('hours-or-materials');
    expect(missingForComparison({ laborRate: 75, materialCost: 0, hours: 0, projects: 1 })).toBe('hours-or-materials');
  });

  it('compares as soon as there are downtime hours or a material cost', () => {
    expect(missingForComparison(roiFigures(form({ downtimeHours: '40' })))).toBeUndefined();
    expect(missingForComparison(roiFigures(form({ materialCosts: '5000' })))).toBeUndefined();
    // No labour cost still leaves the downtime saving to compare.
    expect(missingForComparison({ laborRate: 0, materialCost: 0, hours: 8, projects: 1 })).toBeUndefined();
  });

  it('asks for the projects a year when they are zero or negative (an empty field falls back to 1)', () => {
    expect(missingForComparison(roiFigures(form({ downtimeHours: '40', annualProjects: '0' })))).toBe('projects');
    expect(missingForComparison(roiFigures(form({ materialCosts: '5000', annualProjects: '-2' })))).toBe('projects');
    expect(missingForComparison(roiFigures(form({ downtimeHours: '40', annualProjects: '' })))).toBeUndefined();
  });

  it('treats negative hours and costs as nothing entered', () => {
    expect(missingForComparison({ laborRate: 75, materialCost: -100, hours: -4, projects: 1 })).toBe('hours-or-materials');
  });
});
