// The default theme, with the live demos as global components for the guides: `<BoardDemo />` in
// docs/engine.md and docs/viewer.md, `<ReplayDemo />` in docs/notation.md and docs/viewer.md,
// `<PlayDemo />` in docs/play.md, `<AnalysisDemo />` in docs/analysis.md. Each loads its elements in the browser only, in onMounted.
import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import AnalysisDemo from './AnalysisDemo.vue';
import BoardDemo from './BoardDemo.vue';
import PlayDemo from './PlayDemo.vue';
import ReplayDemo from './ReplayDemo.vue';
import './style.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('BoardDemo', BoardDemo);
    app.component('ReplayDemo', ReplayDemo);
    app.component('PlayDemo', PlayDemo);
    app.component('AnalysisDemo', AnalysisDemo);
  },
} satisfies Theme;
