declare module 'virtual:site' {
  const site: {
    business: import('../schema/generated/types').BusinessFacts;
    navigation: import('../schema/generated/types').Navigation;
    routePaths: string[];
  };
  export default site;
}
