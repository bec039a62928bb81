import WidgetKit
import SwiftUI

// The widget extension: its own Info.plist and display name, never the app's.
struct OrderStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "OrderStatus", provider: OrderStatusProvider()) { entry in
            Text(entry.status)
        }
    }
}
