// The spinner shown while the next post is on its way ('Loading next post...').

export function LoadingNextPost() {
  return (
    <div role="status" className="mt-12 flex items-center justify-center gap-3 py-6 text-slate-600">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-navy-100 border-t-teal-500 motion-reduce:animate-none"
      />
      Loading next post...
    </div>
  );
}
