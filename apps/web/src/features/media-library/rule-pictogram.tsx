import type { TVitalRule } from '@hse/contracts/observations';
import CarCrash from '@mui/icons-material/CarCrash';
import Construction from '@mui/icons-material/Construction';
import ElectricalServices from '@mui/icons-material/ElectricalServices';
import Height from '@mui/icons-material/Height';
import LocalFireDepartment from '@mui/icons-material/LocalFireDepartment';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import PanTool from '@mui/icons-material/PanTool';
import RemoveModerator from '@mui/icons-material/RemoveModerator';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { usePhotoUrl } from '../../components/use-photo-url';

/** The built-in pictogram of each rule, until the administrator uploads one. */
const BUILT_IN: Record<TVitalRule, typeof SvgIcon> = {
  bypassing_safety_controls: RemoveModerator,
  confined_space: MeetingRoom,
  driving: CarCrash,
  energy_isolation: ElectricalServices,
  hot_work: LocalFireDepartment,
  line_of_fire: PanTool,
  safe_mechanical_lifting: Construction,
  work_authorization: VerifiedUser,
  working_at_height: Height,
};

type TProps = { rule: TVitalRule; uploaded: boolean; stamp: string; label: string; size?: number };

/** A rule's pictogram: the uploaded image, else the built-in sign on the rules' red. */
export function RulePictogram({ rule, uploaded, stamp, label, size = 72 }: TProps) {
  const url = usePhotoUrl(`/vital-rules/${rule}/pictogram/`, uploaded, stamp);
  if (uploaded && url)
    return (
      <Box
        component="img"
        src={url}
        alt={label}
        data-testid={`pictogram-${rule}`}
        sx={{ width: size, height: size, objectFit: 'contain', borderRadius: 2, flexShrink: 0 }}
      />
    );
  const Icon = BUILT_IN[rule];
  return (
    <Box
      role="img"
      aria-label={label}
      data-testid={`pictogram-${rule}`}
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        flexShrink: 0,
        bgcolor: '#b71c1c',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <Icon sx={{ fontSize: size * 0.6 }} aria-hidden />
    </Box>
  );
}
