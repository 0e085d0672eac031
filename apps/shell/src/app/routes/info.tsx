import { useLocation } from 'react-router-dom';
import { type InfoTopic, paths } from '../../config/paths';
import { InfoPage } from '../../features/info/components/info-page';
import { infoContent } from '../../features/info/content';
import NotFoundRoute from './not-found';

const topicByPath = new Map<string, InfoTopic>(
  (Object.keys(paths.info) as InfoTopic[]).map((topic) => [paths.info[topic].path, topic]),
);

/** One route module for all footer info pages; the path picks the content. */
export default function InfoRoute() {
  const { pathname } = useLocation();
  const topic = topicByPath.get(pathname.toLowerCase().replace(/\/+$/, ''));
  if (!topic) return <NotFoundRoute />;
  return <InfoPage content={infoContent[topic]} />;
}
