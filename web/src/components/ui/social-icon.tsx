// The mark of a social profile (Facebook, LinkedIn; an external-link arrow for any other): a module of its own, which
// the footer loads lazily, so that the brand marks' long paths stay out of every page's entry code.
import { drawnIcon, type IconProps } from '@/components/ui/icon';
import { ExternalLinkIcon } from '@/components/ui/icons';

/** Brand marks are filled shapes, not strokes. */
const brandFrame = { fill: 'currentColor', stroke: 'none' };

const FacebookIcon = drawnIcon(
  <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.69.24 2.69.24v2.97h-1.51c-1.5 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z" />,
  brandFrame,
);

const LinkedInIcon = drawnIcon(
  <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />,
  brandFrame,
);

const socialIcons: Record<string, typeof FacebookIcon> = { facebook: FacebookIcon, linkedin: LinkedInIcon };

/** The icon of the profile called `name` ("Facebook"). */
export function SocialIcon({ name, ...props }: IconProps & { name: string }) {
  const Icon = socialIcons[name.toLowerCase()] ?? ExternalLinkIcon;
  return <Icon {...props} />;
}
