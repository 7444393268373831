// Types of the generated enquiry validator (written by hand: ajv's standalone output is untyped).
import type { ErrorObject } from 'ajv';

declare const validate: { (data: unknown): boolean; errors?: ErrorObject[] | null };
export default validate;
