// One change to the content folder as GET /api/admin/changes answers it (at: ISO time, UTC; files relative to it).
import type { Answer } from '@/lib/api-types';

export type ContentChange = Answer<'/api/admin/changes', 'get'>['changes'][number];
