// Mission box of the Our Team page.
export function TeamMission({ mission }: { mission: string }) {
  return (
    <section
      aria-labelledby="team-mission-heading"
      className="rounded-xl border-l-4 border-teal-500 bg-navy-50 p-6 sm:p-8"
    >
      <h2 id="team-mission-heading" className="text-sm font-bold tracking-wider text-teal-700 uppercase">
        Our Mission
      </h2>
      <p className="mt-3 text-xl leading-8 font-medium text-navy-900">{mission}</p>
    </section>
  );
}
