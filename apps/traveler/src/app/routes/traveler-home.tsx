import { OverviewScreen } from '../../features/deliveries/components/overview-screen';
import { WalletTile } from '../../features/wallet/components/wallet-tile';

// The Overview (deliveries) shows the wallet's tile; the two features meet here, not inside each other.
export default function TravelerHomeRoute() {
  return <OverviewScreen walletTile={<WalletTile />} />;
}
