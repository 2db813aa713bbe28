// "Import CSV": the file, where these people consented (required: only people who agreed elsewhere may be
// imported, and the words are kept with each of them), and the topics to give them; then how many were added and
// each line skipped with its reason (a forgotten or unsubscribed address, a role address, a malformed line).
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, useCloseDialog } from '@/components/ui/dialog';
import { DialogForm, DialogPanel } from '@/components/ui/dialog-panel';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Choice, ChoiceFieldset } from '@/components/ui/choice';
import { FieldProblem } from '@/components/ui/field-problem';
import { useImportSubscribers } from '@/features/newsletter-staff/api/subscribers';
import { cell, ScrollTable } from '@/components/ui/scroll-table';
import { importProblems, type ImportProblems } from '@/features/newsletter-staff/lib/import-form';
import type { ImportResult, Topic } from '@/features/newsletter-staff/types';
import { errorReason } from '@/lib/error-reason';

type ImportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; topics: readonly Topic[]; csrfToken: string };

export function ImportDialog({ open, onOpenChange, topics, csrfToken }: ImportDialogProps) {
  const [result, setResult] = useState<ImportResult | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setResult(null);
      }}
    >
      <DialogContent size="wide" className="h-fit">
        {result ? <ImportOutcome result={result} /> : <ImportForm topics={topics} csrfToken={csrfToken} onDone={setResult} />}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ topics, csrfToken, onDone }: { topics: readonly Topic[]; csrfToken: string; onDone: (result: ImportResult) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [consentSource, setConsentSource] = useState('');
  const [chosen, setChosen] = useState<string[]>(topics.length === 1 ? [topics[0]!.id] : []);
  const [problems, setProblems] = useState<ImportProblems>({});
  const importing = useImportSubscribers(csrfToken);

  const submit = async () => {
    const found = importProblems({ file, consentSource, topics: chosen });
    setProblems(found);
    if (Object.keys(found).length || !file) return;
    const csv = await file.text();
    importing.mutate({ csv, consentSource: consentSource.trim(), topics: chosen }, { onSuccess: onDone });
  };
  const described = (field: keyof ImportProblems, hint: string) =>
    `${hint}${problems[field] ? ` ${id}-${field}-problem` : ''}`;

  return (
    <DialogForm
      title="Import subscribers from a CSV file"
      description="Only people who agreed to get the agency’s newsletter somewhere else: a paper sheet, an earlier list. They are subscribed at once, without a confirmation e-mail."
      bodyClassName="space-y-5"
      onSubmit={() => void submit()}
      submitLabel="Import"
      pendingLabel="Importing..."
      pending={importing.isPending}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-file`}>CSV file</Label>
        <Input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="h-auto py-2"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          aria-describedby={described('file', `${id}-file-hint`)}
          aria-invalid={problems.file ? true : undefined}
        />
        <p id={`${id}-file-hint`} className="text-sm text-slate-600">
          One person a line: an e-mail address, and a name if you have it (columns “email” and “name”).
        </p>
        <FieldProblem id={`${id}-file-problem`} message={problems.file} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-source`}>Where did these people agree to get the newsletter?</Label>
        <Input
          id={`${id}-source`}
          value={consentSource}
          maxLength={300}
          onChange={(event) => setConsentSource(event.target.value)}
          aria-describedby={described('consentSource', `${id}-source-hint`)}
          aria-invalid={problems.consentSource ? true : undefined}
        />
        <p id={`${id}-source-hint`} className="text-sm text-slate-600">
          For example “Paper sign-up sheet at the office, 2026”. It is kept with each person as the proof of their
          consent. Never import people who did not agree: buying or copying a list is not consent.
        </p>
        <FieldProblem id={`${id}-consentSource-problem`} message={problems.consentSource} />
      </div>
      <TopicBoxes topics={topics} chosen={chosen} onChange={setChosen} problemId={`${id}-topics-problem`} problem={problems.topics} />
      <div role="alert" className="empty:hidden">
        {importing.isError ? (
          <p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            Nothing was imported{errorReason(importing.error) ? `: ${errorReason(importing.error)}` : '.'}
          </p>
        ) : null}
      </div>
    </DialogForm>
  );
}

function ImportOutcome({ result }: { result: ImportResult }) {
  const { added, skipped } = result;
  return (
    <DialogPanel title="Import finished" bodyClassName="space-y-4" footer={<CloseButton />}>
      <p role="status" className="text-base font-semibold text-navy-900">
        {added === 1 ? '1 person added.' : `${added} people added.`}{' '}
        {skipped.length ? `${skipped.length} ${skipped.length === 1 ? 'line' : 'lines'} skipped:` : 'No line was skipped.'}
      </p>
      {skipped.length ? (
        <ScrollTable caption="Lines skipped" hideCaption head={['Line', 'E-mail', 'Why']} numeric={[0]}>
          {skipped.map((line) => (
            <tr key={line.line}>
              <td className={`${cell} text-right tabular-nums`}>{line.line}</td>
              <td className={`${cell} break-all`}>{line.email || '—'}</td>
              <td className={cell}>{line.reason}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : null}
    </DialogPanel>
  );
}

function CloseButton() {
  const close = useCloseDialog();
  return <Button onClick={close}>Done</Button>;
}

type TopicBoxesProps = {
  topics: readonly Topic[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  problemId: string;
  problem: string | undefined;
};

function TopicBoxes({ topics, chosen, onChange, problemId, problem }: TopicBoxesProps) {
  return (
    <ChoiceFieldset legend="Topics to give them" aria-describedby={problem ? problemId : undefined}>
      {topics.map((topic) => (
        <Choice
          key={topic.id}
          type="checkbox"
          className="text-sm text-slate-800"
          checked={chosen.includes(topic.id)}
          onCheckedChange={(on) => onChange(on ? [...chosen, topic.id] : chosen.filter((t) => t !== topic.id))}
        >
          {topic.title}
        </Choice>
      ))}
      <FieldProblem id={problemId} message={problem} />
    </ChoiceFieldset>
  );
}
