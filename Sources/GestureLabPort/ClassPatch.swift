/// What `MemberPatcher` adds to one class.
public struct ClassPatch: Sendable, Equatable, Codable {
    /// The class the members go in.
    public var className: String
    /// Methods' code: each added at the end of the class, or merged into the method it has already.
    public var members: [String]
    /// Statements about a recognizer property, each put after the statement that sets up `after`.
    public var statements: [Statement]

    /// A statement and the property it goes after.
    public struct Statement: Sendable, Equatable, Codable {
        /// The code.
        public var code: String
        /// The property whose set-up it follows.
        public var after: String

        /// `code` after the set-up of `after`.
        public init(code: String, after: String) {
            self.code = code
            self.after = after
        }
    }

    /// Members and statements for `className`.
    public init(className: String, members: [String], statements: [(code: String, after: String)] = []) {
        self.className = className
        self.members = members
        self.statements = statements.map { Statement(code: $0.code, after: $0.after) }
    }
}
