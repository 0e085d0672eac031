// Account settings' mutations (the screen itself is ./account-settings-screen, loaded with its route).
export { useChangePassword } from './change-password';
export { useDeactivateAccount } from './deactivate-account';
