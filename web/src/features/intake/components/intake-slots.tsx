// Where the intake-resume part's pieces plug in: "Finish later" on each step and the upload widget of the
// `documents` step live in their own files (finish-later*.tsx, declarations-upload*.tsx). Until they are merged,
// each slot is empty and the steps render without it; wiring one in is a single line here, e.g.
//   export { FinishLater as FinishLaterSlot } from '@/features/intake/components/finish-later';
//   export { DeclarationsUpload as DeclarationsUploadSlot } from '@/features/intake/components/declarations-upload';
import type { ComponentType } from 'react';
import type { IntakeStep, IntakeUpload } from '@/config/intake-form';
import type { IntakeFile } from '@/features/intake/api/intake-api';

/** What "Finish later" is given: the step the visitor is on (the service saves it as where to come back). */
export type FinishLaterSlotProps = {
  stepId: string;
  /** The masked e-mail address the link goes to, or null when the request has none. */
  email: string | null;
  /** Called before the dialog opens: saves what was typed on this step; false when the save was refused. */
  saveFirst: () => Promise<boolean>;
};

/** What the upload widget is given: the step's declared limits and the files already attached. */
export type DeclarationsUploadSlotProps = {
  step: IntakeStep;
  upload: IntakeUpload;
  files: readonly IntakeFile[];
  onFilesChange: (files: readonly IntakeFile[]) => void;
};

export const FinishLaterSlot: ComponentType<FinishLaterSlotProps> | null = null;
export const DeclarationsUploadSlot: ComponentType<DeclarationsUploadSlotProps> | null = null;
