import type { Language } from './constants.ts';
import type { SafetyTemplateKey } from './storage-safety.ts';

type Texts = Record<Language, string>;

/**
 * The built-in safety checklists' names and items (SAFETY_TEMPLATES) in each language: the one copy the Safety tab
 * shows and Pam names and finds them by.
 */
export const SAFETY_TEMPLATE_TEXTS: Record<SafetyTemplateKey, { name: Texts; items: Record<string, Texts> }> = {
  pre_departure: {
    name: { en: 'Pre-departure', es: 'Antes de salir', fr: 'Avant le départ' },
    items: {
      windows_roof_lights_closed: {
        en: 'Windows, roof lights and vents closed and latched',
        es: 'Ventanas, claraboyas y aireadores cerrados y asegurados',
        fr: 'Fenêtres, lanterneaux et aérations fermés et verrouillés',
      },
      door_locked_step_in: {
        en: 'Entrance step retracted, door closed and locked',
        es: 'Escalón de entrada recogido, puerta cerrada con llave',
        fr: 'Marchepied rentré, porte fermée à clé',
      },
      awning_stowed: {
        en: 'Awning wound in and secured; TV aerial or satellite dish lowered',
        es: 'Toldo recogido y asegurado; antena de TV o parabólica bajada',
        fr: 'Auvent ou store enroulé et fixé ; antenne TV ou parabole baissée',
      },
      cupboards_fridge_latched: {
        en: 'Cupboards, drawers and fridge door latched',
        es: 'Armarios, cajones y puerta de la nevera cerrados con pestillo',
        fr: 'Placards, tiroirs et porte du réfrigérateur verrouillés',
      },
      heavy_items_low: {
        en: 'Loose items stowed; heavy items low and over the axle',
        es: 'Objetos sueltos guardados; lo pesado abajo y sobre el eje',
        fr: 'Objets rangés ; le lourd en bas et au-dessus de l’essieu',
      },
      gas_off: {
        en: 'Gas turned off at the cylinder (unless the fridge may run on gas while travelling where you are)',
        es: 'Gas cerrado en la bombona (salvo que la nevera pueda funcionar con gas en marcha donde estás)',
        fr: 'Gaz fermé à la bouteille (sauf si le réfrigérateur peut rouler au gaz là où vous êtes)',
      },
      hookup_disconnected: {
        en: 'Mains hook-up and water hoses disconnected and stowed',
        es: 'Cable de corriente y mangueras de agua desconectados y guardados',
        fr: 'Câble d’alimentation et tuyaux d’eau débranchés et rangés',
      },
      tanks_for_journey: {
        en: 'Waste tanks emptied; fresh water kept to what the journey needs',
        es: 'Depósitos de aguas grises vaciados; agua limpia solo la necesaria para el viaje',
        fr: 'Eaux usées vidangées ; eau propre limitée au besoin du trajet',
      },
      steadies_raised: {
        en: 'Corner steadies or levelling jacks fully raised; chocks and ramps collected',
        es: 'Patas estabilizadoras o gatos niveladores subidos del todo; calzos y rampas recogidos',
        fr: 'Béquilles ou vérins de mise à niveau entièrement remontés ; cales récupérées',
      },
      tyres_checked: {
        en: 'Tyre pressures set for the load; no cuts, bulges or perished sidewalls',
        es: 'Presión de neumáticos ajustada a la carga; sin cortes, bultos ni flancos agrietados',
        fr: 'Pression des pneus adaptée à la charge ; ni coupure, ni hernie, ni flanc craquelé',
      },
      lights_working: {
        en: 'Road lights, indicators, brake and fog lights working',
        es: 'Luces de posición, intermitentes, freno y antiniebla funcionando',
        fr: 'Feux de position, clignotants, feux stop et antibrouillard en état de marche',
      },
      mirrors_set: {
        en: 'Mirrors (towing mirrors if needed) fitted and adjusted',
        es: 'Retrovisores (extensibles si hacen falta) colocados y ajustados',
        fr: 'Rétroviseurs (extensions de caravane si besoin) posés et réglés',
      },
      walk_round: {
        en: 'Final walk-round of the pitch: nothing left behind',
        es: 'Última vuelta a la parcela: no queda nada olvidado',
        fr: 'Dernier tour de l’emplacement : rien d’oublié',
      },
    },
  },
  hitching: {
    name: { en: 'Hitching', es: 'Enganche', fr: 'Attelage' },
    items: {
      coupling_locked: {
        en: 'Coupling head fully locked on the tow ball (indicator shows locked)',
        es: 'Cabezal de enganche bien bloqueado en la bola (el indicador marca cerrado)',
        fr: 'Tête d’attelage bien verrouillée sur la boule (l’indicateur montre verrouillé)',
      },
      breakaway_cable: {
        en: 'Breakaway cable clipped to a proper attachment point on the tow vehicle',
        es: 'Cable de seguridad sujeto a un punto de anclaje adecuado del vehículo tractor',
        fr: 'Câble de rupture accroché à un point prévu du véhicule tracteur',
      },
      electrics_connected: {
        en: 'Electrics (7/13-pin) connected; road lights tested with a helper',
        es: 'Conector eléctrico (7/13 pines) enchufado; luces comprobadas con ayuda',
        fr: 'Prise électrique (7/13 broches) branchée ; feux vérifiés avec une aide',
      },
      jockey_wheel_raised: {
        en: 'Jockey wheel fully raised and clamped',
        es: 'Rueda jockey subida del todo y apretada',
        fr: 'Roue jockey entièrement remontée et serrée',
      },
      handbrake_released: {
        en: 'Trailer handbrake released',
        es: 'Freno de mano del remolque quitado',
        fr: 'Frein à main de la remorque desserré',
      },
      stabiliser_engaged: {
        en: 'Stabiliser or hitch-head friction pads engaged, if fitted',
        es: 'Estabilizador o zapatas de fricción del cabezal activados, si los hay',
        fr: 'Stabilisateur ou patins de friction de la tête activés, si équipé',
      },
      noseweight_checked: {
        en: "Nose weight measured and within the lower of the car's and caravan's limits",
        es: 'Carga en la bola medida y dentro del menor de los límites del coche y de la caravana',
        fr: 'Charge sur la boule mesurée et sous la plus faible des limites de la voiture et de la caravane',
      },
      rig_level: {
        en: 'Caravan sits level or slightly nose-down behind the car',
        es: 'La caravana queda nivelada o ligeramente inclinada hacia delante tras el coche',
        fr: 'La caravane est à niveau ou légèrement penchée vers l’avant derrière la voiture',
      },
      number_plate: {
        en: 'Rear number plate fitted and matching the tow vehicle',
        es: 'Matrícula trasera colocada y igual a la del vehículo tractor',
        fr: 'Plaque arrière posée et identique à celle du véhicule tracteur',
      },
      wheel_nuts_torqued: {
        en: "Wheel nuts or bolts tightened to the maker's torque",
        es: 'Tuercas o tornillos de rueda apretados al par del fabricante',
        fr: 'Écrous ou boulons de roue serrés au couple du constructeur',
      },
    },
  },
  arrival_setup: {
    name: { en: 'Arrival set-up', es: 'Instalación al llegar', fr: 'Installation à l’arrivée' },
    items: {
      pitch_levelled: {
        en: 'Pitch checked; caravan levelled side to side, then front to back',
        es: 'Parcela revisada; caravana nivelada de lado a lado y luego de delante atrás',
        fr: 'Emplacement vérifié ; caravane mise à niveau latéralement puis d’avant en arrière',
      },
      handbrake_chocks: {
        en: 'Handbrake on and wheels chocked before unhitching',
        es: 'Freno de mano puesto y ruedas calzadas antes de desenganchar',
        fr: 'Frein à main serré et roues calées avant de dételer',
      },
      unhitch_order: {
        en: 'Unhitched in order: breakaway cable, electrics, then coupling',
        es: 'Desenganche en orden: cable de seguridad, conector eléctrico y después el cabezal',
        fr: 'Dételage dans l’ordre : câble de rupture, prise électrique, puis tête d’attelage',
      },
      steadies_lowered: {
        en: 'Corner steadies lowered to steady, not to lift',
        es: 'Patas estabilizadoras bajadas para estabilizar, no para levantar',
        fr: 'Béquilles descendues pour stabiliser, pas pour soulever',
      },
      hookup_connected_rcd: {
        en: 'Hook-up cable connected caravan end first, then the bollard; RCD tested',
        es: 'Cable de corriente conectado primero a la caravana y luego a la toma; diferencial probado',
        fr: 'Câble branché d’abord côté caravane puis à la borne ; différentiel testé',
      },
      gas_on_leak_check: {
        en: 'Gas turned on; no smell of gas; appliances light normally',
        es: 'Gas abierto; sin olor a gas; los aparatos encienden con normalidad',
        fr: 'Gaz ouvert ; aucune odeur de gaz ; les appareils s’allument normalement',
      },
      alarms_tested: {
        en: 'Smoke and carbon monoxide alarms tested',
        es: 'Detectores de humo y de monóxido de carbono probados',
        fr: 'Détecteurs de fumée et de monoxyde de carbone testés',
      },
      exits_extinguisher: {
        en: 'Fire extinguisher and blanket at hand; exits and emergency window clear',
        es: 'Extintor y manta ignífuga a mano; salidas y ventana de emergencia despejadas',
        fr: 'Extincteur et couverture anti-feu à portée ; sorties et fenêtre de secours dégagées',
      },
      water_waste_set: {
        en: 'Fresh water connected or filled; waste container in place',
        es: 'Agua limpia conectada o cargada; depósito de aguas grises colocado',
        fr: 'Eau propre branchée ou remplie ; réservoir d’eaux usées en place',
      },
      security_devices: {
        en: 'Wheel lock or hitch lock fitted',
        es: 'Cepo de rueda o candado de enganche puesto',
        fr: 'Sabot de roue ou antivol d’attelage posé',
      },
    },
  },
  weekly: {
    name: { en: 'Weekly check', es: 'Revisión semanal', fr: 'Contrôle hebdomadaire' },
    items: {
      tyre_pressures_cold: {
        en: 'Tyre pressures checked cold, spare included',
        es: 'Presión de neumáticos comprobada en frío, rueda de repuesto incluida',
        fr: 'Pression des pneus vérifiée à froid, roue de secours comprise',
      },
      tyre_condition_age: {
        en: 'Tyre tread, sidewalls and age (DOT date code) checked',
        es: 'Dibujo, flancos y antigüedad (código DOT) de los neumáticos comprobados',
        fr: 'Sculptures, flancs et âge (code DOT) des pneus vérifiés',
      },
      wheel_nuts_check: {
        en: 'Wheel nut torque checked',
        es: 'Par de apriete de las tuercas de rueda comprobado',
        fr: 'Couple de serrage des écrous de roue vérifié',
      },
      leisure_battery: {
        en: 'Leisure battery charge and terminals checked',
        es: 'Carga y bornes de la batería auxiliar comprobados',
        fr: 'Charge et bornes de la batterie cellule vérifiées',
      },
      gas_level_hoses: {
        en: 'Gas level checked; hoses and regulator free of cracks',
        es: 'Nivel de gas comprobado; mangueras y regulador sin grietas',
        fr: 'Niveau de gaz vérifié ; flexibles et détendeur sans fissure',
      },
      alarm_test_button: {
        en: 'Smoke and CO alarm test buttons pressed',
        es: 'Botones de prueba de los detectores de humo y CO pulsados',
        fr: 'Boutons de test des détecteurs de fumée et de CO pressés',
      },
      damp_leaks: {
        en: 'No damp or leaks around windows, roof lights and lockers',
        es: 'Sin humedad ni filtraciones en ventanas, claraboyas y cofres',
        fr: 'Ni humidité ni fuite autour des fenêtres, lanterneaux et coffres',
      },
      breakaway_inspect: {
        en: 'Breakaway cable inspected for fraying',
        es: 'Cable de seguridad revisado por si está deshilachado',
        fr: 'Câble de rupture inspecté (pas d’effilochage)',
      },
      road_lights_check: {
        en: 'All road lights and reflectors checked',
        es: 'Todas las luces y catadióptricos comprobados',
        fr: 'Tous les feux et catadioptres vérifiés',
      },
      extinguisher_gauge: {
        en: 'Fire extinguisher gauge in the green',
        es: 'Manómetro del extintor en la zona verde',
        fr: 'Manomètre de l’extincteur dans le vert',
      },
    },
  },
};
