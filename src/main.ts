import { mount } from 'svelte';
import App from './App.svelte';
import { appApi } from './app-api';
import './app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target, props: { api: appApi() } });
