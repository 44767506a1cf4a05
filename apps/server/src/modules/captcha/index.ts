export { captchaRoutes } from './captcha.routes';
