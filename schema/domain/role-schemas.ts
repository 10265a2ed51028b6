import { z } from 'zod';
import { ACCESS_LEVELS, ROLES } from './roles';

/**
 * The zod enums of these lists, for the api's and the forms' validation. The lists themselves live in a module
 * without zod, so a page that only shows or filters by them does not download zod.
 */
export const roleSchema = z.enum(ROLES);
export const accessLevelSchema = z.enum(ACCESS_LEVELS);
