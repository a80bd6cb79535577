import { z } from 'zod';

export const healthPaths = { health: '/base/health' } as const;

export const healthData = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
