import { mountApp } from '@tote/ui/app-router';
import { routes } from './app/router';
import './styles.css';

mountApp(routes);
