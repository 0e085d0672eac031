import { mountApp } from '@tote/web/app-router';
import { routes } from './app/router';
import './styles.css';

mountApp(routes);
