// The contact list's own cell class, declared in a header of its own.
#import <UIKit/UIKit.h>

@interface ContactCell : UITableViewCell
@property (nonatomic, weak) IBOutlet UILabel *nameLabel;
@end
