import { z } from 'zod';
import { memberRoles } from './roles';

export const memberRoleSchema = z.enum(memberRoles);
