import Foundation

extension String {
    /// The text with every age ("less than a minute ago", "3 min ago", `"ageSeconds" : 12`) replaced by
    /// `<age>`, for comparing the output of two runs that a busy machine may start a minute apart.
    var agesErased: String {
        replacing(/(less than a minute|\d+ (min|h|d)) ago/, with: "<age> ago")
            .replacing(/"(\w*[aA]geSeconds)" : \d+/) { "\"\($0.output.1)\" : <age>" }
    }
}
