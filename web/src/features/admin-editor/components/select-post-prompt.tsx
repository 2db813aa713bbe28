// What the editor column shows before a post is chosen, with the way to start a new one.
import { Button } from '@/components/ui/button';

export function SelectPostPrompt({ onNewPost }: { onNewPost: () => void }) {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className="size-10 text-navy-300"
      >
        <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
        <path d="M14 2v6h6M8 13h8M8 17h5" />
      </svg>
      <p className="mt-4 text-lg font-semibold text-navy-900">Select a post to edit</p>
      <p className="mt-1 max-w-sm text-slate-600">
        Choose a post from the list to change it, publish it or see its history, or write a new one.
      </p>
      <Button variant="outline" className="mt-5" onClick={onNewPost}>
        Write a new post
      </Button>
    </div>
  );
}
