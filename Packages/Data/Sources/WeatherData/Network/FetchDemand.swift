/// What the user asked of this fetch, for services whose terms decide when to ask again.
public enum FetchDemand {
    /// True while fetching because the user asked for fresh data (`--refresh`, adding a place again):
    /// a service that would otherwise reuse a reply until it expires revalidates it instead.
    @TaskLocal public static var isRefresh = false
}
