// The app page: register the elements, keep the page's language and title in step with the
// app's, and, in a production build, register the offline service worker.
import './define.js';
import { loadMessages } from './i18n/messages.js';

const app = document.querySelector('antarctica-companion');
if (app !== null) {
  const follow = () => {
    const language = app.store.language;
    // Only on a change: writing the page's lang, even unchanged, restyles the whole page.
    if (document.documentElement.lang === language) return;
    document.documentElement.lang = language;
    void loadMessages(language).then((words) => {
      if (app.store.language === language) document.title = words.appTitle;
    });
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
