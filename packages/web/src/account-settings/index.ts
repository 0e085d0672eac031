// Account settings' mutations (the screen itself is ./account-settings-screen, loaded with its route).
export { useChangePassword } from './change-password';
