// Console home (/app/group): the application groups arrive with the app-group issue; a greeting now.
import type { PageProps } from '../../router/registry.ts';
import { HomeCard } from './HomeCard.tsx';

export default function AppGroupPage({ route }: PageProps) {
  return <HomeCard route={route} testId="console-home" textKey="home.console.text" />;
}
