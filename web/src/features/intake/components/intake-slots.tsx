// Where the intake-resume part's pieces plug into the steps: "Finish later" on each step and the upload widget of
// the `documents` step (finish-later.tsx, declarations-upload.tsx). Each step renders a slot only when it is set.
import type { ComponentType } from 'react';
import type { IntakeStep, IntakeUpload } from '@/config/intake-form';
import type { IntakeFile } from '@/features/intake/api/intake-api';
import { DeclarationsUpload } from '@/features/intake/components/declarations-upload';
import { FinishLater } from '@/features/intake/components/finish-later';

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

export const FinishLaterSlot: ComponentType<FinishLaterSlotProps> | null = FinishLater;
export const DeclarationsUploadSlot: ComponentType<DeclarationsUploadSlotProps> | null = DeclarationsUpload;
