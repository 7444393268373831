// The site's icon set: every icon name the schemas allow maps to one lucide icon. Only the build reads this
// file: `npm run generate` draws these icons into renderer/ui/icons.svg, which every page carries inline.
import {
  ArrowLeft, ArrowRight, ChevronDown, ChevronRight, Cookie, Info, Menu, MessageCircle, Quote, X,
  Anchor, Award, BadgeCheck, Bolt, Bot, Building, Calculator, Car, CircleCheck, Clock, Cog, Cpu, DollarSign, Droplets,
  Factory, FileText, Flame, Gauge, Hammer, HardHat, Landmark, Layers, Leaf, Mail, MapPin, Microscope, Phone, Pickaxe,
  Plane, Recycle, Ruler, Scan, ShieldCheck, Ship, Siren, Sparkles, Star, Target, Thermometer, TrendingDown, TrendingUp,
  TriangleAlert, Truck, Users, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../schema/generated/types';

/** Typed from the schema's enum, so an icon name without a drawing fails the type check. */
const icons: Record<IconName, LucideIcon> = {
  'shield-check': ShieldCheck, leaf: Leaf, zap: Zap, gauge: Gauge, target: Target, layers: Layers, clock: Clock,
  phone: Phone, mail: Mail, 'map-pin': MapPin, factory: Factory, ship: Ship, 'hard-hat': HardHat, truck: Truck,
  plane: Plane, landmark: Landmark, flame: Flame, wrench: Wrench, cog: Cog, bolt: Bolt, sparkles: Sparkles,
  droplets: Droplets, scan: Scan, award: Award, 'badge-check': BadgeCheck, 'dollar-sign': DollarSign,
  'trending-down': TrendingDown, 'trending-up': TrendingUp, users: Users, siren: Siren, 'alert-triangle': TriangleAlert,
  'check-circle': CircleCheck, 'file-text': FileText, calculator: Calculator, building: Building, pickaxe: Pickaxe,
  anchor: Anchor, car: Car, microscope: Microscope, recycle: Recycle, thermometer: Thermometer, hammer: Hammer,
  star: Star, ruler: Ruler, bot: Bot, cpu: Cpu,
};

/** Icons the components themselves draw (menus, arrows, quotes), beside the ones content names. */
export const interfaceIcons = {
  'arrow-left': ArrowLeft, 'arrow-right': ArrowRight, 'chevron-down': ChevronDown, 'chevron-right': ChevronRight,
  cookie: Cookie, info: Info, menu: Menu, 'message-circle': MessageCircle, quote: Quote, x: X,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = IconName | keyof typeof interfaceIcons;

export const spriteIcons: Record<SpriteIconName, LucideIcon> = { ...icons, ...interfaceIcons };
