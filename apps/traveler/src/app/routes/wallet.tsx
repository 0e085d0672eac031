import { WalletScreen } from '../../features/wallet/components/wallet-screen';

export default function WalletRoute() {
  return <WalletScreen />;
}
