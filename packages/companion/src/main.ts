// The app page: register the elements, keep the page's language and title in step with the
// app's, and, in a production build, register the offline service worker.
import './define.js';
import { MESSAGES } from './i18n/messages.js';

const app = document.querySelector('antarctica-companion');
if (app !== null) {
  const follow = () => {
    document.documentElement.lang = app.store.language;
    document.title = MESSAGES[app.store.language].appTitle;
  };
  follow();
  app.store.subscribe(follow);
}

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // Without a service worker the app still works, only not offline.
    });
  });
}
