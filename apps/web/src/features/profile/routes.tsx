/* The profile screen, composed with the sections of other features in app/profile-screen.tsx. */
export { ProfilePage } from './profile-page';
