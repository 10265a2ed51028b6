import { z } from 'zod';
import { PROVINCE_CODES } from '../provinces';
import { DOMAIN_VALIDATION_MESSAGES } from '../validation-messages';

/** A province chosen by its INE code ('28' is Madrid); anything else is 'Invalid province'. */
export const provinceCodeSchema = z.enum(PROVINCE_CODES, {
  error: DOMAIN_VALIDATION_MESSAGES.invalidProvince,
});
